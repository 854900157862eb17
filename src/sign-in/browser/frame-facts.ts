/**
 * Is this page framed, and by whom? One reading for the OAuth consent's frame policy
 * (docs/oauth.md, "Iframe mode"), OAuth iframe mode and the widget's frame
 * (docs/embedding.md, "Security model").
 */
export interface FrameFacts {
  readonly framed: boolean;
  /** The framing page's origin (`location.ancestorOrigins[0]`, else the referrer's origin). */
  readonly parentOrigin: string | undefined;
}

export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent cannot be read: we are framed.
    return true;
  }
}

export function frameFacts(win: Window = window): FrameFacts {
  if (!isFramed(win)) return { framed: false, parentOrigin: undefined };
  const ancestor = win.location.ancestorOrigins?.[0];
  let referrer: string | undefined;
  try {
    referrer = win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  return { framed: true, parentOrigin: ancestor ?? referrer };
}
