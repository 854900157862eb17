/**
 * Whether the consent may show in this frame (docs/oauth.md, "Iframe mode"): always at the top
 * level; in a frame only when the client allows the framing origin (`frame_origins`, where a
 * `:*` port matches any port). The server's `frame-ancestors` header says the same; this is the
 * page's own check for hosts that cannot send it.
 */
export interface FrameFacts {
  readonly framed: boolean;
  /** The framing page's origin (`location.ancestorOrigins[0]`, else the referrer's origin). */
  readonly parentOrigin: string | undefined;
}

export function frameFacts(win: Window = window): FrameFacts {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true;
  }
  if (!framed) return { framed, parentOrigin: undefined };
  const ancestor = win.location.ancestorOrigins?.[0];
  let referrer: string | undefined;
  try {
    referrer = win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  return { framed, parentOrigin: ancestor ?? referrer };
}

function originMatches(pattern: string, origin: string): boolean {
  if (pattern === origin) return true;
  if (!pattern.endsWith(':*')) return false;
  try {
    const parsed = new URL(origin);
    return `${parsed.protocol}//${parsed.hostname}:*` === pattern;
  } catch {
    return false;
  }
}

export function framingAllowed(facts: FrameFacts, frameOrigins: readonly string[]): boolean {
  if (!facts.framed) return true;
  const parent = facts.parentOrigin;
  return parent !== undefined && frameOrigins.some((pattern) => originMatches(pattern, parent));
}
