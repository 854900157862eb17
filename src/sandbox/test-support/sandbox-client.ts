import { SANDBOX_API_PREFIX } from '../api-prefix';
import { sha256Hex } from '../lib/password-hash';

/** The parts of an answer tests look at; `result` stays loosely typed on purpose. */
export interface SandboxBody {
  readonly ret_code?: number;
  readonly ret_msg?: string;
  readonly retCode?: number;
  readonly retMsg?: string;
  readonly result?: Record<string, unknown> | null;
  readonly token?: string;
  readonly currentSite?: string;
}

export interface SandboxAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: SandboxBody;
  /** The raw answer, for the HTML pages (mailbox, activation). */
  readonly text: string;
}

export interface SandboxCall {
  readonly body?: Record<string, unknown>;
  /** Sent form-encoded instead of JSON. */
  readonly form?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly redirect?: RequestRedirect;
}

/**
 * fetch against the sandbox as the app does, by API path (`/login`, not `/x-api/login`).
 * Works the same in-process (msw intercepts) and over HTTP (a real server answers).
 */
export function createSandboxClient(baseUrl: () => string) {
  async function call(
    method: string,
    path: string,
    options: SandboxCall = {},
  ): Promise<SandboxAnswer> {
    const headers = new Headers(options.headers);
    let body: string | undefined;
    if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.body) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl()}${SANDBOX_API_PREFIX}${path}`, {
      method,
      headers,
      body,
      redirect: options.redirect ?? 'follow',
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && text ? (JSON.parse(text) as SandboxBody) : {},
      text,
    };
  }

  return {
    call,
    get: (path: string, options?: SandboxCall) => call('GET', path, options),
    post: (path: string, body?: Record<string, unknown>, options?: SandboxCall) =>
      call('POST', path, { ...options, body }),
    /** POST /login with the password hashed as the client hashes it. */
    login: (
      identity: Record<string, unknown>,
      password: string,
      extra: Record<string, unknown> = {},
    ) =>
      call('POST', '/login', {
        body: { ...identity, password: sha256Hex(password), proto_ver: '2.1', ...extra },
      }),
  };
}

export type SandboxClient = ReturnType<typeof createSandboxClient>;

/** The cookie pair (`name=value`) a Set-Cookie header of the answer sets, for the next request. */
export function cookieFrom(answer: SandboxAnswer, name: string): string | undefined {
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
}
