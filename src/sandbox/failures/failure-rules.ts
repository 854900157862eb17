import { SANDBOX_API_PREFIX } from '../api-prefix';
import type { FailureMode, FailureRule } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';

export const FAILURE_MODES: readonly FailureMode[] = [
  'http500',
  'http403',
  'network',
  'slow',
  'retCode',
];

/**
 * Just over the client's 5000 ms slow-request threshold
 * (docs/requests-and-errors.md, "What every call does").
 */
export const SLOW_RESPONSE_MS = 5500;

export interface FailureRequest {
  /** With or without the /x-api prefix, or '*' for every API path. */
  readonly path: string;
  readonly mode: FailureMode;
  readonly retCode?: number;
  /** How many matching requests fail; default 1. */
  readonly times?: number;
  /** Delay of the 'slow' mode; default SLOW_RESPONSE_MS. */
  readonly delayMs?: number;
  /**
   * Only requests carrying this `Guid` header (the device id of one browser), so tests running
   * side by side against one sandbox fail only their own calls.
   */
  readonly guid?: string;
}

/** The API path without the prefix, as failure rules name it. */
export function apiPathOf(pathname: string): string {
  return pathname.startsWith(`${SANDBOX_API_PREFIX}/`)
    ? pathname.slice(SANDBOX_API_PREFIX.length)
    : pathname;
}

export function addFailureRule(state: SandboxState, request: FailureRequest): FailureRule {
  const path = request.path === '*' ? '*' : apiPathOf(withLeadingSlash(request.path));
  const rule: FailureRule = {
    path,
    mode: request.mode,
    retCode: request.mode === 'retCode' ? (request.retCode ?? 10006) : undefined,
    delayMs: request.delayMs ?? SLOW_RESPONSE_MS,
    ...(request.guid ? { guid: request.guid } : {}),
    remaining: request.times ?? 1,
  };
  state.failures.push(rule);
  return rule;
}

/**
 * The first rule for this API path (and this request's `Guid` header, for a rule scoped to one
 * browser) that still has uses left, counting this use.
 */
export function takeFailureRule(
  state: SandboxState,
  apiPath: string,
  guid: string | null = null,
): FailureRule | undefined {
  const rule = state.failures.find(
    (candidate) =>
      candidate.remaining > 0 &&
      (candidate.path === '*' || candidate.path === apiPath) &&
      (candidate.guid === undefined || candidate.guid === guid),
  );
  if (!rule) return undefined;
  rule.remaining -= 1;
  state.failures = state.failures.filter((candidate) => candidate.remaining > 0);
  return rule;
}

export function clearFailureRules(state: SandboxState): void {
  state.failures = [];
}

function withLeadingSlash(path: string): string {
  return path.startsWith('/') || path === '*' ? path : `/${path}`;
}
