/**
 * The iframe's own styles. A host page's style sheet may style every iframe (`iframe { opacity:
 * 0 }`, `* { transform: … }`), deliberately or not: each property that changes how the frame
 * looks or where it sits is set inline with `!important`, which no style sheet rule outranks.
 * Set through the CSSOM (`style.setProperty`), which a host's `style-src` policy allows.
 */
import type { WidgetColorMode, WidgetDisplay } from './protocol';

type Styles = Readonly<Record<string, string>>;

const common: Styles = {
  display: 'block',
  'box-sizing': 'border-box',
  'min-width': '0',
  'min-height': '0',
  border: '0 none',
  margin: '0',
  padding: '0',
  background: 'transparent',
  opacity: '1',
  visibility: 'visible',
  transform: 'none',
  translate: 'none',
  rotate: 'none',
  scale: 'none',
  filter: 'none',
  'backdrop-filter': 'none',
  'clip-path': 'none',
  mask: 'none',
  'mix-blend-mode': 'normal',
  zoom: '1',
  float: 'none',
  outline: '0 none',
  'box-shadow': 'none',
  'border-radius': '0',
  'pointer-events': 'auto',
  transition: 'none',
  animation: 'none',
  'content-visibility': 'visible',
};

/** The page view: the width of its element, the height the frame reports. */
const page: Styles = {
  position: 'static',
  width: '100%',
  'max-width': '100%',
  height: '0px',
  'max-height': 'none',
};

/** The modal: the whole viewport, above everything. */
const modal: Styles = {
  position: 'fixed',
  top: '0',
  right: '0',
  bottom: '0',
  left: '0',
  width: '100%',
  height: '100%',
  'max-width': 'none',
  'max-height': 'none',
  'z-index': '2147483647',
};

/**
 * The frame's color-scheme must be the one its document uses: where the two differ, Chrome
 * paints an opaque backdrop behind the (transparent) frame.
 */
const colorSchemes: Record<WidgetColorMode, string> = {
  light: 'light',
  dark: 'dark',
  system: 'light dark',
};

export function setImportant(iframe: HTMLIFrameElement, name: string, value: string): void {
  iframe.style.setProperty(name, value, 'important');
}

export function styleFrame(iframe: HTMLIFrameElement, display: WidgetDisplay): void {
  for (const styles of [common, display === 'modal' ? modal : page]) {
    for (const name in styles) setImportant(iframe, name, styles[name]!);
  }
}

export function setColorScheme(iframe: HTMLIFrameElement, mode: WidgetColorMode | undefined) {
  setImportant(iframe, 'color-scheme', colorSchemes[mode ?? 'system']);
}

export function setFrameHeight(iframe: HTMLIFrameElement, height: number): void {
  setImportant(iframe, 'height', `${height}px`);
}

export function setFrameVisible(iframe: HTMLIFrameElement, visible: boolean): void {
  setImportant(iframe, 'display', visible ? 'block' : 'none');
}
