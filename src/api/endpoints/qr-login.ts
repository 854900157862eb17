/**
 * QR login: GET /v3/public/qrcode/generate and GET /v3/public/qrcode/status. The spec does not
 * show the payloads; these are the sandbox's (docs/sandbox.md): generate answers the code, the
 * text to encode and its expiry (seconds); status answers 0 waiting, 1 scanned, 2 confirmed
 * (with the session token and the login result fields, like a login), 3 expired, 4 rejected in
 * the app (docs/login.md 'QR login').
 */
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { loginResultSchema } from './login.schema';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';

export const QR_STATUS = { waiting: 0, scanned: 1, confirmed: 2, expired: 3, rejected: 4 } as const;

const generatedSchema = z.object({
  qr_code: z.string(),
  qr_content: z.string(),
  expire_time: z.number(),
});
export type GeneratedQr = z.infer<typeof generatedSchema>;

// A confirmed status carries the login result fields too (id, country, …), which the login's
// completion reads (site jump, guide type).
const statusSchema = z.object({ ...loginResultSchema.shape, status: z.number() });
export type QrStatus = z.infer<typeof statusSchema>;

export function generateQr(client: ApiClient): Promise<ApiResult<GeneratedQr> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.qrGenerate,
    parse: (result) => generatedSchema.parse(result),
  });
}

export function pollQrStatus(
  client: ApiClient,
  qrCode: string,
  signal?: AbortSignal,
): Promise<ApiResult<QrStatus> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.qrStatus,
    body: { qr_code: qrCode },
    // A failed poll is retried by the next tick; one toast per failure would flood the screen.
    hideError: true,
    parse: (result) => statusSchema.parse(result),
    signal,
  });
}
