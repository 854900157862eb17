/**
 * The resize parameters of the sandbox's image routes (docs/performance.md, "Images"): `w` (device
 * pixels, 1-4000), `q` (quality, 1-100) and `fm` (`webp` or `avif`), as src/lib/image-url.ts asks
 * for them. The sandbox's images are vector drawings: `w` is honoured (the SVG is drawn that many
 * pixels wide, its height in proportion); a vector image is not re-encoded, so `q` and `fm` are
 * checked and the answer stays SVG, with the content type that says so.
 */
import { HttpResponse } from 'msw';

export interface ImageResize {
  /** Requested width in pixels; undefined keeps the drawing's own size. */
  readonly width: number | undefined;
}

const MAX_WIDTH_PX = 4000;
const FORMATS = ['webp', 'avif'];

function whole(value: string | null, min: number, max: number): number | undefined | null {
  if (value === null) return undefined;
  if (!/^\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The resize a request asks for, or why it cannot be served. */
export function readImageResize(url: string): ImageResize | { readonly problem: string } {
  const params = new URL(url).searchParams;
  const width = whole(params.get('w'), 1, MAX_WIDTH_PX);
  if (width === null) return { problem: `w must be a whole number of pixels, 1-${MAX_WIDTH_PX}` };
  if (whole(params.get('q'), 1, 100) === null) return { problem: 'q must be 1-100' };
  const format = params.get('fm');
  if (format !== null && !FORMATS.includes(format)) return { problem: 'fm must be webp or avif' };
  return { width };
}

/** An SVG `naturalWidth × naturalHeight` drawn at the requested width (viewBox unchanged). */
export function svgImageResponse(
  resize: ImageResize,
  natural: { readonly width: number; readonly height: number },
  draw: (size: { width: number; height: number }) => string,
): HttpResponse<string> {
  const width = resize.width ?? natural.width;
  const height = Math.round((width * natural.height) / natural.width);
  return new HttpResponse(draw({ width, height }), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
  });
}

export function badImageRequest(problem: string): HttpResponse<string> {
  return new HttpResponse(problem, { status: 400, headers: { 'content-type': 'text/plain' } });
}
