import { COLOR_MODE_STORAGE_KEY } from './color-mode';

/**
 * Source of an inline script for the <head> of index.html (and of every prerendered page): it
 * puts the `light`/`dark` class and `color-scheme` on <html> before the first paint, so a
 * visitor who chose dark never sees a white flash while the bundle loads. Same rule as
 * `resolveColorMode` + `applyColorMode` (color-mode.ts), written out because it must run
 * before any module does; color-mode.test.ts runs both against the same cases.
 *
 * A Content-Security-Policy must allow it by hash ('sha256-…' of exactly this string).
 */
export const noFlashScript = `(function(){try{var k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)};var m=null;try{m=localStorage.getItem(k)}catch(e){}if(m!=="light"&&m!=="dark"){m=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var r=document.documentElement;r.classList.remove(m==="dark"?"light":"dark");r.classList.add(m);r.style.colorScheme=m}catch(e){}})();`;
