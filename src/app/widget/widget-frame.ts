/**
 * Is this page the widget's frame, and may it talk to its parent
 * (docs/embedding.md, "Security model")? A page is a widget frame when its URL carries `embed`
 * (the widget id) and `embedHost` (the host page's origin, put there by embed.js) and it is
 * framed. The host origin must match the edition's allowed hosts for this environment and, where
 * the browser tells (`location.ancestorOrigins`, else the referrer), be the parent's real origin: a page that lies about its origin
 * gets a refusal, and every message the frame sends is addressed to the allowed origin only, so a
 * stranger framing it hears nothing.
 */
import { FRAME_PARAMS, type WidgetDisplay } from '@/embed/protocol';
import { originAllowed } from '@/lib/origin-pattern';
import { registrableDomain } from '@/lib/registrable-domain';
import { frameFacts, type FrameFacts } from '@/sign-in/browser/frame-facts';

export type WidgetFrame =
  | {
      readonly kind: 'frame';
      readonly id: string;
      readonly hostOrigin: string;
      readonly display: WidgetDisplay;
      /** The host shares the exchange's registrable domain and scheme (a sister site). */
      readonly sameSite: boolean;
    }
  | { readonly kind: 'refused'; readonly hostOrigin: string };

/** The page's address and who frames it (src/sign-in/browser/frame-facts.ts). */
export interface WidgetPageFacts extends FrameFacts {
  readonly search: string;
  readonly origin: string;
}

const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function readWidgetFrame(
  facts: WidgetPageFacts,
  allowedHosts: readonly string[],
): WidgetFrame | null {
  const params = new URLSearchParams(facts.search);
  const id = params.get(FRAME_PARAMS.id);
  const hostOrigin = params.get(FRAME_PARAMS.host);
  // Opened on its own (a shared link), the page is the ordinary page.
  if (!facts.framed || id === null || hostOrigin === null) return null;
  if (!WIDGET_ID.test(id)) return { kind: 'refused', hostOrigin };
  if (!originAllowed(hostOrigin, allowedHosts)) return { kind: 'refused', hostOrigin };
  if (facts.parentOrigin !== undefined && facts.parentOrigin !== hostOrigin) {
    return { kind: 'refused', hostOrigin };
  }
  const own = new URL(facts.origin);
  const host = new URL(hostOrigin);
  return {
    kind: 'frame',
    id,
    hostOrigin,
    display: params.get(FRAME_PARAMS.display) === 'modal' ? 'modal' : 'page',
    sameSite:
      own.protocol === host.protocol &&
      registrableDomain(own.hostname) === registrableDomain(host.hostname),
  };
}

/** The facts of the running page. */
export function currentFrameFacts(win: Window = window): WidgetPageFacts {
  return { search: win.location.search, origin: win.location.origin, ...frameFacts(win) };
}
