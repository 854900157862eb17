/**
 * The stand-ins' "provider server": the sandbox's captcha endpoints under /x-api/__sandbox/captcha
 * on the origin the script was loaded from (src/sandbox/handlers/captcha-handlers.ts).
 */
export type StandInProvider = 'magpie' | 'geecaptcha' | 'recaptcha' | 'qqcaptcha';

export interface SliderPuzzle {
  readonly id: string;
  readonly kind: 'slider';
  readonly trackWidth: number;
  readonly pieceWidth: number;
  readonly gapX: number;
}

export interface PicturePuzzle {
  readonly id: string;
  readonly kind: 'pictures';
  readonly target: string;
  readonly tiles: readonly { readonly id: string; readonly picture: string }[];
}

export type Puzzle = SliderPuzzle | PicturePuzzle;

export interface Binding {
  readonly scene?: string;
  readonly challenge?: string;
  /** New captcha: the image quality it was initialised with (1 to 100). */
  readonly quality?: number;
}

export interface IssuedToken {
  readonly token: string;
  readonly randstr: string;
}

export type ChallengeReply =
  | { readonly kind: 'auto'; readonly token: IssuedToken }
  | { readonly kind: 'puzzle'; readonly puzzle: Puzzle };

export type SolveReply =
  | { readonly kind: 'passed'; readonly token: IssuedToken }
  | { readonly kind: 'retry' }
  | { readonly kind: 'rejected' };

export interface SandboxBackend {
  challenge(provider: StandInProvider, binding: Binding): Promise<ChallengeReply>;
  solve(id: string, answer: { x: number } | { tiles: readonly string[] }): Promise<SolveReply>;
}

export function sandboxBackend(scriptSrc: string): SandboxBackend {
  const base = new URL('/x-api/__sandbox/captcha', scriptSrc).href;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as {
      ret_code?: number;
      ret_msg?: string;
      result?: Record<string, unknown>;
    };
    if (answer.ret_code !== 0 || !answer.result) throw new Error(answer.ret_msg ?? 'no result');
    return answer.result;
  }

  return {
    async challenge(provider, binding) {
      const result = await post('/challenge', { provider, ...binding });
      if (result.auto === true) return { kind: 'auto', token: tokenOf(result) };
      return { kind: 'puzzle', puzzle: result.challenge as Puzzle };
    },
    async solve(id, answer) {
      const result = await post('/solve', { id, ...answer });
      if (result.passed === true) return { kind: 'passed', token: tokenOf(result) };
      return result.rejected === true ? { kind: 'rejected' } : { kind: 'retry' };
    },
  };
}

function tokenOf(result: Record<string, unknown>): IssuedToken {
  return { token: String(result.token), randstr: String(result.randstr) };
}
