import { parseArgs } from '../lib/cli-args';
import type { ImageFormat } from './paths';

export interface GalleryOptions {
  /** Only these editions (all when undefined). */
  readonly editions?: readonly string[];
  /** Only these languages, in the editions that offer them. */
  readonly languages?: readonly string[];
  /** Only these catalogue entries. */
  readonly screens?: readonly string[];
  readonly outDir: string;
  readonly pages: number;
  readonly format: ImageFormat;
  readonly quality: number;
  readonly fullLength: boolean;
  /** Build every edition first, even those already in `dist/`. */
  readonly build: boolean;
  /**
   * Load every state afresh in each language instead of switching the loaded page's language
   * in place: slower; the way to check that the switch shows what a fresh load shows.
   */
  readonly freshLoads: boolean;
}

export const usage = `npm run gallery [-- --edition eu,tur] [--language en,de-EU] [--screen login-email]
  [--out gallery] [--pages 4] [--format jpeg|png] [--quality 80] [--viewport-only] [--build]
  [--fresh-loads]`;

/** The command line of `npm run gallery`; throws with the option at fault. */
export function parseGalleryOptions(argv: readonly string[]): GalleryOptions {
  const args = parseArgs(argv, {
    edition: 'list',
    language: 'list',
    screen: 'list',
    out: 'string',
    pages: 'string',
    format: 'string',
    quality: 'string',
    'viewport-only': 'boolean',
    build: 'boolean',
    'fresh-loads': 'boolean',
  });
  const int = (name: string, fallback: number, min: number, max: number) => {
    const value = Number(args[name] ?? fallback);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
  const format = (args.format ?? 'jpeg') as string;
  if (format !== 'jpeg' && format !== 'png') throw new Error('--format must be jpeg or png');
  const list = (name: string) => args[name] as string[] | undefined;
  return {
    ...(list('edition') ? { editions: list('edition') } : {}),
    ...(list('language') ? { languages: list('language') } : {}),
    ...(list('screen') ? { screens: list('screen') } : {}),
    outDir: (args.out as string | undefined) ?? 'gallery',
    pages: int('pages', 4, 1, 8),
    format,
    quality: int('quality', 80, 1, 100),
    fullLength: !args['viewport-only'],
    build: args.build === true,
    freshLoads: args['fresh-loads'] === true,
  };
}

/** Names a requested edition, language or screen that does not exist. */
export function unknownNames(
  asked: readonly string[] | undefined,
  known: readonly string[],
  what: string,
): string[] {
  return (asked ?? [])
    .filter((name) => !known.includes(name))
    .map((name) => `unknown ${what} "${name}" (known: ${known.join(', ')})`);
}
