/** Errors thrown (not toasted) by the API layer, for TanStack Query and for flows to catch. */
import type { ApiResult } from './request';

/** A successful answer whose result does not have the shape the endpoint declared. */
export class ApiResponseShapeError extends Error {
  readonly path: string;

  constructor(path: string, cause: unknown) {
    super(`The answer of ${path} does not have the expected shape: ${describe(cause)}`, { cause });
    this.name = 'ApiResponseShapeError';
    this.path = path;
  }
}

/** A call that did not succeed, for code paths that need a value or an exception (query functions). */
export class ApiCallError extends Error {
  readonly path: string;
  /** The answer's code; undefined when there was no answer (HTTP status 400 or above). */
  readonly retCode: number | undefined;
  readonly retMsg: string;

  constructor(path: string, answer: ApiResult<unknown> | undefined) {
    const detail = answer ? `${answer.retCode}: ${answer.retMsg}` : 'no answer';
    super(`${path} failed (${detail})`);
    this.name = 'ApiCallError';
    this.path = path;
    this.retCode = answer?.retCode;
    this.retMsg = answer?.retMsg ?? '';
  }
}

/** The parsed result of a successful answer, or an ApiCallError. */
export function requireResult<T>(path: string, answer: ApiResult<T> | undefined): T {
  if (!answer || answer.retCode !== 0 || answer.result === undefined) {
    throw new ApiCallError(path, answer);
  }
  return answer.result;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
