/**
 * Starts this page as the widget's frame when it is one (docs/embedding.md): reads and checks
 * the host (widget-frame.ts), opens the message bridge, applies the host's colour mode and, in
 * the modal, a transparent page. A crash anywhere, even before React renders, reaches the host as
 * `loaded-error` (the spec's widget lifecycle), after which the frame shows nothing.
 */
import { FRAME_PARAMS } from '@/embed/protocol';
import { applyColorMode, systemColorMode, isColorMode } from '@/ui/color-mode/color-mode';
import type { AppErrorHandler } from '../root-error-boundary';
import type { AppWidget } from './widget-frame-root';
import { createWidgetBridge } from './widget-bridge';
import { currentFrameFacts, readWidgetFrame } from './widget-frame';

export interface StartedWidgetFrame {
  readonly app: AppWidget;
  /** Keep the session token in the frame (a cross-site host), not in the site's cookie. */
  readonly frameStorage: boolean;
  readonly onError: AppErrorHandler | undefined;
}

export function startWidgetFrame(
  allowedHosts: readonly string[],
  win: Window = window,
): StartedWidgetFrame | undefined {
  const frame = readWidgetFrame(currentFrameFacts(win), allowedHosts);
  if (!frame) return undefined;
  if (frame.kind === 'refused') {
    return {
      app: { kind: 'refused', hostOrigin: frame.hostOrigin },
      frameStorage: true,
      onError: undefined,
    };
  }
  const bridge = createWidgetBridge(frame, win);
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    bridge.send({
      type: 'loaded-error',
      reason: 'crashed',
      message: error instanceof Error ? error.message : String(error),
    });
    win.document.documentElement.style.setProperty('visibility', 'hidden');
  };
  win.addEventListener('error', (event) => fail(event.error ?? event.message));

  const root = win.document.documentElement;
  const params = new URLSearchParams(win.location.search);
  const colorMode = params.get(FRAME_PARAMS.colorMode);
  const matchMedia = typeof win.matchMedia === 'function' ? win.matchMedia.bind(win) : undefined;
  applyColorMode(isColorMode(colorMode) ? colorMode : systemColorMode(matchMedia), root);
  if (frame.display === 'modal') {
    // The host page shows through around the dialog.
    root.style.setProperty('background', 'transparent', 'important');
    win.document.body.style.setProperty('background', 'transparent', 'important');
  }
  return {
    app: { kind: 'frame', bridge, display: frame.display },
    frameStorage: !frame.sameSite,
    onError: fail,
  };
}
