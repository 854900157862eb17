import { HttpResponse, http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';

/** Country images of the country lists are drawn at this size (a 40 px row). */
const FLAG_SIZE = 24;

/**
 * GET /x-api/__sandbox/countries/<country-name>.svg: a round placeholder "flag" with the name's
 * initials, standing in for the exchange's static country images (one file per country name).
 */
export function countryImageHandlers() {
  return [
    http.get(`*${SANDBOX_CONTROL_PREFIX}/countries/:file`, ({ params }) => {
      const match = /^([a-z0-9-]{1,60})\.svg$/.exec(String(params.file));
      if (!match?.[1]) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(flagSvg(initials(match[1]), hue(match[1])), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
      });
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

function flagSvg(label: string, hueDegrees: number): string {
  const half = FLAG_SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FLAG_SIZE}" height="${FLAG_SIZE}" viewBox="0 0 ${FLAG_SIZE} ${FLAG_SIZE}">`,
    `<circle cx="${half}" cy="${half}" r="${half}" fill="hsl(${hueDegrees} 55% 40%)"/>`,
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="9" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}
