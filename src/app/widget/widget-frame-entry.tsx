/**
 * What a widget frame loads, in one chunk (src/app/main.tsx; docs/embedding.md): the frame's
 * start, and the wrapper that puts the app's routes inside the frame's provider.
 */
import type { ReactNode } from 'react';
import { environment, manifest } from 'virtual:edition';
import type { AppErrorHandler } from '../root-error-boundary';
import { startWidgetFrame } from './start-widget-frame';
import WidgetFrameRoot from './widget-frame-root';

export interface WidgetFrame {
  /** Keep the session token in the frame (a cross-site host), not in the site's cookie. */
  readonly frameStorage: boolean;
  readonly onError: AppErrorHandler | undefined;
  /** The app's routes inside the frame (or the refusal). */
  wrap(children: ReactNode): ReactNode;
}

export function startWidget(): WidgetFrame | undefined {
  const started = startWidgetFrame(manifest.embed.allowedHosts[environment.name]);
  if (!started) return undefined;
  return {
    frameStorage: started.frameStorage,
    onError: started.onError,
    wrap: (children) => <WidgetFrameRoot widget={started.app}>{children}</WidgetFrameRoot>,
  };
}
