import type { AppDownloadLinks } from '@/api/endpoints/download-config';

/**
 * What the QR tab offers a visitor without the mobile app (docs/login.md, "QR login", app
 * download): nothing on editions that allow no downloads (the manifest's downloadsAllowed) or
 * when the download config says not to show it; the configured store links; else, without a
 * readable config or without any link in it, the exchange's own download page.
 */
export type AppDownloadOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'stores'; readonly ios: string | null; readonly android: string | null }
  | { readonly kind: 'downloadPage' };

export function appDownloadOffer(
  config: AppDownloadLinks | null,
  downloadsAllowed: boolean,
): AppDownloadOffer {
  if (!downloadsAllowed) return { kind: 'none' };
  if (!config) return { kind: 'downloadPage' };
  if (!config.show) return { kind: 'none' };
  if (!config.ios && !config.android) return { kind: 'downloadPage' };
  return { kind: 'stores', ios: config.ios, android: config.android };
}
