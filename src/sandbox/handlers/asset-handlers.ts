import { HttpResponse, http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';
import { badImageRequest, readImageResize, svgImageResponse } from '../lib/image-resize';

/** Promo image size (docs/login.md, "Promo panel"). */
const PROMO_WIDTH = 304;
const PROMO_HEIGHT = 280;

/**
 * GET /x-api/__sandbox/assets/<name>.svg[?w=&q=&fm=]: a labelled placeholder image, so the promo
 * panels and avatars show an image of the real size without any external host; drawn `w` pixels
 * wide when asked (src/sandbox/lib/image-resize.ts).
 */
export function assetHandlers() {
  return [
    http.get(`*${SANDBOX_CONTROL_PREFIX}/assets/:file`, ({ params, request }) => {
      const file = String(params.file);
      const match = /^([a-z0-9-]{1,40})\.svg$/.exec(file);
      const label = match?.[1];
      if (!label) return new HttpResponse('Not found', { status: 404 });
      const resize = readImageResize(request.url);
      if ('problem' in resize) return badImageRequest(resize.problem);
      return svgImageResponse(resize, { width: PROMO_WIDTH, height: PROMO_HEIGHT }, (size) =>
        promoSvg(label, size),
      );
    }),
  ];
}

function promoSvg(label: string, size: { width: number; height: number }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${PROMO_WIDTH} ${PROMO_HEIGHT}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#f7a600"/><stop offset="1" stop-color="#1c1f26"/>',
    '</linearGradient></defs>',
    `<rect width="${PROMO_WIDTH}" height="${PROMO_HEIGHT}" rx="16" fill="url(#g)"/>`,
    `<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}
