import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_SCREEN, consentPage } from './consent-page';
import { indexPage } from './index-page';
import type { GalleryModel } from './model';
import { consentFile, indexFile, screenPageFile, type ImageFormat } from './paths';
import { screenPage } from './screen-page';

/** Marks a folder as the gallery's own output, so a run may empty it. */
const MARKER = '.preview-gallery';

/**
 * Empties the output folder for a new run. A folder that holds anything but an earlier gallery
 * is left alone (a mistyped `--out .` must not delete the project).
 */
export function prepareOutput(outDir: string): void {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    if (!existsSync(path.join(outDir, MARKER))) {
      throw new Error(`${outDir} is not empty and is not a gallery written by npm run gallery`);
    }
    rmSync(outDir, { recursive: true, force: true });
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, MARKER),
    'Written by npm run gallery (scripts/gallery/main.ts); the next run replaces this folder.\n',
  );
}

/** The index, one page per screen and one consent page per edition; returns the index's path. */
export function writePages(outDir: string, model: GalleryModel, format: ImageFormat): string {
  const write = (file: string, text: string) => {
    const full = path.join(outDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  };
  for (const screen of model.screens) write(screenPageFile(screen.id), screenPage(model, screen));
  for (const edition of model.editions) {
    const sheet = model.consent.find((s) => s.edition === edition.id) ?? {
      edition: edition.id,
      columns: [],
    };
    const shot = (language: string) =>
      model.cells.some(
        (c) =>
          c.edition === edition.id &&
          c.language === language &&
          c.screen === CONSENT_SCREEN &&
          c.outcome.status === 'shot',
      );
    write(consentFile(edition.id), consentPage(edition, sheet, format, shot));
  }
  write(indexFile, indexPage(model));
  return path.join(outDir, indexFile);
}
