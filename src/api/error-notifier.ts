/**
 * How the request wrapper shows errors. The UI layer implements `ErrorNotifier` (toasts at the
 * screen centre, dialogs by name); this layer only decides what to show.
 */
import type { DialogName, ErrorDecision, ErrorMessageKey, ToastStatus } from './error-catalogue';

export interface ToastRequest {
  readonly message: string;
  readonly code?: number;
  readonly durationMs: number;
  readonly status: ToastStatus;
}

/** Data handed to a dialog the wrapper opens itself. */
export interface ErrorDialogData {
  readonly code: number;
  readonly message: string;
  readonly path: string;
  readonly result: unknown;
}

export interface ErrorNotifier {
  toast(toast: ToastRequest): void;
  dialog(name: DialogName, data: unknown): void;
}

export interface TranslateErrorOptions {
  /** A message that is not an error code's own text (e.g. 'passwordCloseToLimit'). */
  readonly messageKey?: ErrorMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Looks up the translated text of an error code (the errors namespace); undefined when none. */
export type ErrorTranslator = (code: number, options?: TranslateErrorOptions) => string | undefined;

type ToastDecision = Extract<ErrorDecision, { kind: 'toast' }>;

/**
 * The toast text: a translation when one exists (for the re-mapped code first, then the server's),
 * else the catalogue's default text, else 'code: server message'.
 */
export function errorToastMessage(
  decision: ToastDecision,
  serverMessage: string,
  translate?: ErrorTranslator,
): string {
  const options: TranslateErrorOptions = {
    ...(decision.messageKey === undefined ? {} : { messageKey: decision.messageKey }),
    ...(decision.values === undefined ? {} : { values: decision.values }),
  };
  const translated =
    translate?.(decision.toastCode, options) ??
    (decision.toastCode === decision.code ? undefined : translate?.(decision.code, options));
  if (translated) return translated;
  if (decision.defaultMessage !== undefined) {
    return interpolate(decision.defaultMessage, decision.values ?? {});
  }
  return serverMessage === '' ? String(decision.code) : `${decision.code}: ${serverMessage}`;
}

function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
