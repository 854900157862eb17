import { useTranslation } from 'react-i18next';
import type { CatalogueDialogData } from '@/sign-in/contracts/catalogue-dialogs';
import type { ErrorCodeKey } from '../i18n/error-code-key';

/**
 * The message a dialog shows for an answer
 * (docs/requests-and-errors.md, "The catalogue's dialogs"): the code's translation from the errors
 * namespace when one exists, else 'code: message', else the server's message alone; undefined when
 * there is nothing to show.
 */
export function useDialogMessage(data: CatalogueDialogData): string | undefined {
  const { t, i18n } = useTranslation('errors');
  const { message } = data;
  // 0 (or no code) is not an error code: a flow passing a message of its own (the chat-bind
  // result's text) wants it shown as it is.
  const code = data.code === 0 || data.code === '' ? undefined : data.code;
  if (code !== undefined && i18n.exists(`errors:codes.${code}`)) {
    return t(`codes.${code}` as ErrorCodeKey); // a server's code, found by the line above
  }
  if (message && code !== undefined) return `${code}: ${message}`;
  return message || undefined;
}
