/**
 * The registrable domain a visitor will be sent to (`example.co.uk` for `app.example.co.uk`), as
 * the consent screen names it (docs/oauth.md, "The consent screen"). A full public-suffix list
 * is ~45 KiB; the multi-label suffixes below cover the markets the editions serve, and anything
 * else falls back to the last two labels, which never hides a subdomain's owner behind a
 * shorter name than the real registrable domain.
 */
const MULTI_LABEL_SUFFIXES: ReadonlySet<string> = new Set(
  [
    'co.uk org.uk ac.uk gov.uk com.au net.au org.au co.nz co.jp ne.jp or.jp co.kr or.kr com.cn',
    'com.hk org.hk com.tw org.tw com.sg com.my com.tr org.tr net.tr co.id or.id web.id com.br',
    'com.mx com.ar com.ua kiev.ua co.in net.in org.in com.ph com.vn co.th in.th com.ge com.kz',
    'co.za com.sa co.ae com.pl com.ro co.il',
  ]
    .join(' ')
    .split(' '),
);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function registrableDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (IPV4.test(host) || host.startsWith('[') || !host.includes('.')) return host;
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  if (labels.length >= 3 && MULTI_LABEL_SUFFIXES.has(lastTwo)) return labels.slice(-3).join('.');
  return lastTwo;
}
