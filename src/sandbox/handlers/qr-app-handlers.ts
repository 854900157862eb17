import { HttpResponse, http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';
import { DEMO_ACCOUNT } from '../fixtures/accounts';
import { qrAppPageHtml } from '../qr/qr-app-page';

/** GET /x-api/__sandbox/app: the mobile-app stand-in page for QR login (qr/qr-app-page.ts). */
export function qrAppHandlers() {
  return [
    http.get(
      `*${SANDBOX_CONTROL_PREFIX}/app`,
      () =>
        new HttpResponse(qrAppPageHtml(DEMO_ACCOUNT.email), {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        }),
    ),
  ];
}
