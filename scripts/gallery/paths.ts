import type { ColourMode, ShotFiles } from './model';
import { colourModes } from './model';

/** Image format of the screenshots: JPEG keeps the folder small; PNG is lossless. */
export type ImageFormat = 'jpeg' | 'png';

/** A file-name part from an id or a language code; anything unusual becomes `_`. */
export function fileSegment(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return safe.length > 0 ? safe : '_';
}

/** `global/ja-JP/login-email.dark.jpg`, relative to the gallery folder. */
export function shotFile(
  edition: string,
  language: string,
  screen: string,
  mode: ColourMode,
  format: ImageFormat,
): string {
  const ext = format === 'jpeg' ? 'jpg' : 'png';
  return [
    fileSegment(edition),
    fileSegment(language),
    `${fileSegment(screen)}.${mode}.${ext}`,
  ].join('/');
}

export function shotFiles(
  edition: string,
  language: string,
  screen: string,
  format: ImageFormat,
): ShotFiles {
  return Object.fromEntries(
    colourModes.map((mode) => [mode, shotFile(edition, language, screen, mode, format)]),
  ) as Record<ColourMode, string>;
}

export const indexFile = 'index.html';
export const consentFile = (edition: string) => `${fileSegment(edition)}/consent.html`;
export const screenPageFile = (screen: string) => `screens/${fileSegment(screen)}.html`;

/** Where a page is, without the run's port or query: `eu.localhost/nl-EU/register`. */
export function pageOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.pathname}`;
  } catch {
    return url;
  }
}
