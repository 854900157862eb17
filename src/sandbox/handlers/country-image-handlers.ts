import { HttpResponse, http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';
import { badImageRequest, readImageResize, svgImageResponse } from '../lib/image-resize';

/** Country images of the country lists are drawn at this size (a 40 px row). */
const FLAG_SIZE = 24;

/**
 * GET /x-api/__sandbox/countries/<country-name>.svg[?w=&q=&fm=] (resize: src/sandbox/lib/image-resize.ts): a round placeholder "flag" with the name's
 * initials, standing in for the exchange's static country images (one file per country name).
 */
export function countryImageHandlers() {
  return [
    http.get(`*${SANDBOX_CONTROL_PREFIX}/countries/:file`, ({ params, request }) => {
      const match = /^([a-z0-9-]{1,60})\.svg$/.exec(String(params.file));
      const slug = match?.[1];
      if (!slug) return new HttpResponse('Not found', { status: 404 });
      const resize = readImageResize(request.url);
      if ('problem' in resize) return badImageRequest(resize.problem);
      return svgImageResponse(resize, { width: FLAG_SIZE, height: FLAG_SIZE }, (size) =>
        flagSvg(initials(slug), hue(slug), size.width),
      );
    }),
  ];
}

function initials(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : slug.slice(0, 2);
  return letters.toUpperCase();
}

/** A stable colour per name, so neighbouring rows look different. */
function hue(slug: string): number {
  let sum = 0;
  for (const char of slug) sum = (sum * 31 + char.charCodeAt(0)) % 360;
  return sum;
}

function flagSvg(label: string, hueDegrees: number, drawnPx: number): string {
  const half = FLAG_SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawnPx}" height="${drawnPx}" viewBox="0 0 ${FLAG_SIZE} ${FLAG_SIZE}">`,
    `<circle cx="${half}" cy="${half}" r="${half}" fill="hsl(${hueDegrees} 55% 40%)"/>`,
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="9" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}
