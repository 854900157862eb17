/**
 * `window.ExchangeAuth`: `mount` and `open` check what the host passed, then whether this page
 * may embed the widget at all (its origin against the edition's allowed hosts), and create the
 * widget. A page that may not gets no frame, only a `loaded-error` (`host-not-allowed`).
 */
import { originAllowed } from '../lib/origin-pattern';
import { checkElement, checkOptions } from './loader-options';
import { createWidget, type HostPage } from './loader-widget';
import type { WidgetDisplay } from './protocol';
import type { ExchangeAuthApi, OpenOptions } from './public-api';

export interface LoaderConfig {
  /** Origin embed.js was loaded from (undefined when it cannot be told). */
  readonly frameOrigin: string | undefined;
  /** Origin patterns of the host pages that may embed the widget (this build's environment). */
  readonly allowedHosts: readonly string[];
  readonly version: string;
  readonly page: HostPage;
}

export function createExchangeAuth(config: LoaderConfig): ExchangeAuthApi {
  const widget = (display: WidgetDisplay, container: Element, options: OpenOptions) => {
    const { frameOrigin } = config;
    if (!frameOrigin) {
      throw new Error(
        'ExchangeAuth: cannot tell which site embed.js came from; load it with <script src="https://…/embed.js">',
      );
    }
    const origin = location.origin;
    return createWidget({
      display,
      frameOrigin,
      refused: originAllowed(origin, config.allowedHosts)
        ? undefined
        : `This page (${origin}) may not embed the widget: its origin is not among the allowed hosts of ${frameOrigin}`,
      container,
      options,
      page: config.page,
    });
  };

  return {
    mount(element, options) {
      const container = checkElement(element);
      const { iframe, update, remove } = widget('page', container, checkOptions(options, 'mount'));
      return { element: iframe, update, unmount: remove };
    },
    open(options) {
      const checked = checkOptions(options, 'open');
      if (!document.body) throw new TypeError('ExchangeAuth.open: the document has no body yet');
      const { iframe, update, close } = widget('modal', document.body, checked);
      return { element: iframe, update, close };
    },
    version: config.version,
  };
}
