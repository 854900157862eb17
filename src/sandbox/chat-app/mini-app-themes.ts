/**
 * The theme parameters Telegram hands a mini app (`tgWebAppThemeParams`, and `theme_changed`'s
 * `theme_params`; core.telegram.org/bots/webapps, "ThemeParams"): Telegram Web's default day and
 * night palettes, which the launch page offers as light and dark (docs/sandbox.md, "The
 * Telegram mini app").
 */

export type MiniAppThemeName = 'light' | 'dark';
export const MINI_APP_THEME_NAMES: readonly MiniAppThemeName[] = ['light', 'dark'];

export interface MiniAppThemeParams {
  readonly bg_color: string;
  readonly text_color: string;
  readonly hint_color: string;
  readonly link_color: string;
  readonly button_color: string;
  readonly button_text_color: string;
  readonly secondary_bg_color: string;
  readonly header_bg_color: string;
  readonly bottom_bar_bg_color: string;
  readonly accent_text_color: string;
  readonly section_bg_color: string;
  readonly section_header_text_color: string;
  readonly subtitle_text_color: string;
  readonly destructive_text_color: string;
}

export const MINI_APP_THEMES: Readonly<Record<MiniAppThemeName, MiniAppThemeParams>> = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#3390ec',
    button_color: '#3390ec',
    button_text_color: '#ffffff',
    secondary_bg_color: '#f4f4f5',
    header_bg_color: '#ffffff',
    bottom_bar_bg_color: '#ffffff',
    accent_text_color: '#3390ec',
    section_bg_color: '#ffffff',
    section_header_text_color: '#3390ec',
    subtitle_text_color: '#707579',
    destructive_text_color: '#df3f40',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#181818',
    header_bg_color: '#212121',
    bottom_bar_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#8774e1',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#ff595a',
  },
};
