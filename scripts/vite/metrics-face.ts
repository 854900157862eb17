/**
 * How a script's metrics font (./metrics-font.ts) reaches the page (docs/performance.md, "Fonts
 * per script", "Nothing moves when the letters arrive"):
 *
 * - in the language's fonts CSS file, as an `@font-face` with a `data:` URL, for a page that
 *   switches to the language after it has loaded;
 * - in a prerendered page, as a small inline script in the head that adds the font with the
 *   FontFace API from its bytes. A font given as bytes is ready at once, before the page's first
 *   layout; a `data:` URL in CSS is decoded asynchronously, and a frame painted before it is
 *   ready lays the text out with the wrong widths, which then moves (seen with Chromium 156).
 */

export interface MetricsFace {
  readonly family: string;
  /** The font, base64. */
  readonly font: string;
  readonly unicodeRange: string;
}

const WEIGHT = '100 900';

/** A CSS string of `value`, quoted and escaped. */
export function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export function metricsFaceRule(face: MetricsFace): string {
  return (
    `@font-face{font-family:${cssString(face.family)};font-weight:${WEIGHT};font-display:block;` +
    `src:url(data:font/ttf;base64,${face.font}) format("truetype");` +
    `unicode-range:${face.unicodeRange}}`
  );
}

const RULE =
  /@font-face\{font-family:"((?:[^"\\]|\\.)*)";font-weight:100 900;font-display:block;src:url\(data:font\/ttf;base64,([A-Za-z0-9+/=]+)\) format\("truetype"\);unicode-range:([U+0-9A-F,-]+)\}\n?/;

/** A fonts CSS file's text without its metrics face, and that face, if it has one. */
export function takeMetricsFace(css: string): { css: string; face?: MetricsFace } {
  const match = RULE.exec(css);
  if (!match) return { css };
  const [rule, family, font, unicodeRange] = match as unknown as [string, string, string, string];
  return {
    css: css.replace(rule, ''),
    face: { family: family.replace(/\\(.)/g, '$1'), font, unicodeRange },
  };
}

/** The inline script that adds the face from its bytes; a browser without FontFace skips it. */
export function metricsFaceScript(face: MetricsFace): string {
  const options = { weight: WEIGHT, display: 'block', unicodeRange: face.unicodeRange };
  return (
    `(function(){try{var b=atob(${JSON.stringify(face.font)}),u=new Uint8Array(b.length);` +
    `for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);` +
    `document.fonts.add(new FontFace(${JSON.stringify(face.family)},u,${JSON.stringify(options)}))` +
    `}catch(e){}})()`
  );
}
