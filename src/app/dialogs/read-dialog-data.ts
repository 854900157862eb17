import type { CatalogueDialogData } from '@/sign-in/contracts/catalogue-dialogs';

/**
 * The request wrapper hands its named dialogs `unknown` data (its ErrorDialogData); keep only
 * the fields a dialog may read, with the right types, so a dialog never trips on a bad value.
 */
export function readDialogData(data: unknown): CatalogueDialogData {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
  const code = record.code;
  const unblockAtMs = record.unblockAtMs;
  const fields: CatalogueDialogData = {
    code: typeof code === 'number' || typeof code === 'string' ? code : undefined,
    message: text('message'),
    path: text('path'),
    result: record.result,
    retrieveHref: text('retrieveHref'),
    unblockAtMs:
      typeof unblockAtMs === 'number' && Number.isFinite(unblockAtMs) ? unblockAtMs : undefined,
    confirmEdition: text('confirmEdition'),
    cancelEdition: text('cancelEdition'),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as CatalogueDialogData;
}

/** A string field of the answer's result (31018's result.ip). */
export function resultText(data: CatalogueDialogData, key: string): string | undefined {
  const result = data.result;
  if (typeof result !== 'object' || result === null) return undefined;
  const value = (result as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
