import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { SandboxState } from '../state/sandbox-state';

/** What every group of handlers is built from. */
export interface HandlerContext {
  readonly state: SandboxState;
}

/** A resolver answering plain fetch Responses, shareable between several routes. */
export type SandboxResolver = HttpResponseResolver<PathParams, DefaultBodyType, undefined>;

export const UNREADABLE_BODY_MESSAGE = 'the body is not a JSON object or form data';
