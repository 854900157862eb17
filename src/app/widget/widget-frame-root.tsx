import type { ReactNode } from 'react';
import type { WidgetBridge } from './widget-bridge';
import { WidgetFrameProvider } from './widget-frame-provider';
import { WidgetRefused } from './widget-refused';

/** This page as the widget's frame (docs/embedding.md): the verified host, or a refusal. */
export type AppWidget =
  | { readonly kind: 'frame'; readonly bridge: WidgetBridge; readonly display: 'page' | 'modal' }
  | { readonly kind: 'refused'; readonly hostOrigin: string };

/**
 * The app inside a widget frame (loaded only in a frame, src/app/main.tsx): the verified host's
 * provider around the app's routes, or the refusal.
 */
export default function WidgetFrameRoot({
  widget,
  children,
}: {
  widget: AppWidget;
  children: ReactNode;
}) {
  if (widget.kind === 'refused') return <WidgetRefused hostOrigin={widget.hostOrigin} />;
  return (
    <WidgetFrameProvider bridge={widget.bridge} display={widget.display}>
      {children}
    </WidgetFrameProvider>
  );
}
