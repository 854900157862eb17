/**
 * The frame's origin is the origin `embed.js` was loaded from: the edition's own site. Read once,
 * while the script runs (`document.currentScript` is only set then); should a browser not set it,
 * the last `<script>` whose path ends with /embed.js.
 */
export function loaderScriptOrigin(doc: Document): string | undefined {
  const current = doc.currentScript;
  let src = current instanceof HTMLScriptElement ? current.src : '';
  if (!src) {
    const scripts = doc.querySelectorAll<HTMLScriptElement>('script[src]');
    for (let i = scripts.length - 1; i >= 0 && !src; i--) {
      const candidate = scripts[i]!.src;
      if (/\/embed\.js$/.test(candidate.split(/[?#]/)[0]!)) src = candidate;
    }
  }
  try {
    const { origin } = new URL(src);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
