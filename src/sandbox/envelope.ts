import { HttpResponse } from 'msw';
import { SANDBOX_RET_CODES } from './ret-codes';

/** The exchange's response envelope. Business errors travel with HTTP 200 and ret_code ≠ 0. */
export interface SandboxEnvelope {
  readonly ret_code: number;
  readonly ret_msg: string;
  readonly result: unknown;
  readonly token?: string;
  readonly currentSite?: string;
}

/**
 * Most endpoints answer snake_case; a few real ones answer retCode/retMsg, and the client must
 * read both (docs/requests-and-errors.md, "What every call does"), so the sandbox lets an endpoint
 * choose.
 */
export type EnvelopeCasing = 'snake' | 'camel';

export interface ReplyOptions {
  readonly headers?: Record<string, string | string[]>;
  readonly casing?: EnvelopeCasing;
}

export function success(
  result: unknown,
  extra: Pick<SandboxEnvelope, 'token' | 'currentSite'> = {},
): SandboxEnvelope {
  return { ret_code: SANDBOX_RET_CODES.ok, ret_msg: 'OK', result, ...extra };
}

export function failure(retCode: number, retMsg: string, result: unknown = null): SandboxEnvelope {
  return { ret_code: retCode, ret_msg: retMsg, result };
}

export function invalidParameters(message: string): SandboxEnvelope {
  return failure(SANDBOX_RET_CODES.invalidParameters, message);
}

export function reply(envelope: SandboxEnvelope, options: ReplyOptions = {}): Response {
  const body =
    options.casing === 'camel'
      ? {
          retCode: envelope.ret_code,
          retMsg: envelope.ret_msg,
          result: envelope.result,
          ...(envelope.token === undefined ? {} : { token: envelope.token }),
        }
      : envelope;
  return HttpResponse.json(body, { status: 200, headers: toHeaders(options.headers) });
}

function toHeaders(input: ReplyOptions['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(input ?? {})) {
    for (const single of Array.isArray(value) ? value : [value]) headers.append(name, single);
  }
  return headers;
}
