/**
 * How a stand-in script reaches the sandbox's identity endpoints: on the origin it was served
 * from (the page's own in the preview and the dev server), under /x-api/__sandbox/third-party.
 * The real providers' scripts likewise talk only to their own servers.
 */

const CONTROL_PATH = '/x-api/__sandbox/third-party';

/** The origin of the running stand-in script, read once while it executes. */
export function scriptOrigin(): string {
  const current = typeof document === 'undefined' ? null : document.currentScript;
  const src = current instanceof HTMLScriptElement ? current.src : '';
  try {
    return new URL(src || location.href).origin;
  } catch {
    return location.origin;
  }
}

export interface SandboxEnvelope<T> {
  readonly ret_code: number;
  readonly ret_msg: string;
  readonly result: T;
}

export async function callIdentityEndpoint<T>(
  origin: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${origin}${CONTROL_PATH}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  const envelope = (await response.json()) as SandboxEnvelope<T>;
  if (envelope.ret_code !== 0) throw new Error(envelope.ret_msg);
  return envelope.result;
}

export type StandInMode = 'script-fails' | 'cancel' | 'no-token' | 'no-email' | null;

export interface StandInSettings {
  /** The failure mode in effect for the page asking (its query parameter or the control). */
  readonly modes: Readonly<Record<'google' | 'apple' | 'telegram', StandInMode>>;
  readonly googleAccounts: readonly { readonly email: string; readonly name: string }[];
  readonly telegram: {
    readonly botId: number;
    readonly botName: string;
    readonly users: readonly {
      readonly id: number;
      readonly firstName: string;
      readonly username: string;
    }[];
  };
}

export function loadSettings(origin: string): Promise<StandInSettings> {
  return callIdentityEndpoint<StandInSettings>(origin, '');
}
