/**
 * Safe-area insets in fullscreen (Bot API 8.0): Telegram reports the device's insets and its own
 * controls' (content safe area); the page keeps its content inside both through CSS variables
 * (docs/mini-app.md, "Telegram's controls").
 */
import type { TelegramBridge } from './telegram-bridge';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

export function watchSafeArea(bridge: TelegramBridge, root: HTMLElement): void {
  const insets = { device: zero(), content: zero() };
  const apply = () => {
    for (const side of SIDES) {
      root.style.setProperty(
        `--mini-app-inset-${side}`,
        `${insets.device[side] + insets.content[side]}px`,
      );
    }
  };
  const update = (which: 'device' | 'content') => (payload: unknown) => {
    const next = zero();
    const given = (payload ?? {}) as Record<string, unknown>;
    for (const side of SIDES) {
      const value = Number(given[side]);
      next[side] = Number.isFinite(value) && value > 0 ? Math.min(value, 200) : 0;
    }
    insets[which] = next;
    apply();
  };
  apply();
  const body = root.ownerDocument.body;
  // The insets are physical sides of the screen, whatever the reading direction.
  for (const side of SIDES) {
    body.style.setProperty(`padding-${side}`, `var(--mini-app-inset-${side})`);
  }
  bridge.listen('safe_area_changed', update('device'));
  bridge.listen('content_safe_area_changed', update('content'));
  bridge.post('web_app_request_safe_area');
  bridge.post('web_app_request_content_safe_area');
}

function zero(): Record<(typeof SIDES)[number], number> {
  return { top: 0, right: 0, bottom: 0, left: 0 };
}
