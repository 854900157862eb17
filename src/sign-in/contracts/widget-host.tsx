import { createContext, use } from 'react';
import type { WidgetResult, WidgetView } from '@/embed/protocol';

/** Why the visitor closed a modal (the spec's ManualShutdown), for the screens that report it. */
export { MANUAL_SHUTDOWN } from '@/embed/close-reasons';

/**
 * The host page that embeds this app as the widget (docs/embedding.md): present only inside a
 * widget frame whose host passed the allowed-hosts check. The flows tell it what happened; it
 * tells the host page (src/app/widget). Outside the widget there is none and the flows go their
 * usual way (destinations, modal stand-ins).
 */
export interface WidgetHost {
  readonly display: 'page' | 'modal';
  /** The view has rendered: `loaded-success` (sent once). */
  loaded(view: WidgetView): void;
  /** The view cannot work as asked (`loaded-error`, for the host's developer, in English). */
  failed(reason: 'bad-options', message: string): void;
  /**
   * A sign-in or registration succeeded: `success`, instead of going to a destination. The
   * answer is handed over as it came; the host receives it without credentials.
   */
  signedIn(outcome: { readonly result: unknown } & Omit<WidgetResult, 'result'>): void;
  /** The visitor closed the modal: `close` with the reason. */
  closed(reason: string): void;
  /** An exchange page the visitor must go to (a site jump): the host page navigates there. */
  navigateTop(url: string): void;
}

/** Filled by the widget's frame provider (src/app/widget), absent everywhere else. */
export const WidgetHostContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost | null {
  return use(WidgetHostContext);
}
