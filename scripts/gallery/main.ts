/**
 * `npm run gallery [-- --edition eu,tur] [--language en] [--screen login-email] [--format png]`
 * The preview gallery (docs/editions.md, "Preview gallery"): every screen and dialog of the
 * screen catalogue on every edition, in each of its languages, light and dark, shot from the
 * sandbox builds, with an index and each edition's consent texts side by side, in `gallery/`.
 * Not part of `npm test`. Exits non-zero only when the run cannot start; a screen that fails is
 * recorded in the gallery with the reason.
 */
import path from 'node:path';
import { formatDuration } from './duration';
import { fontPackages } from './fonts';
import { imageCount } from './index-page';
import { parseGalleryOptions, usage } from './options';
import { runGallery } from './run-gallery';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let options;
  try {
    options = parseGalleryOptions(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\nusage: ${usage}`);
    process.exit(2);
  }
  const command = ['npm run gallery', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' ');
  const started = Date.now();
  const { indexPath, model } = await runGallery(options, process.stderr, command);
  const { missingFonts } = model.run;
  if (missingFonts.length > 0) {
    console.error(
      `gallery: warning: the text of ${missingFonts.join(', ')} showed as empty boxes (no font for its script on this machine); install one (Debian: apt-get install ${fontPackages(missingFonts).join(' ')}) and run again`,
    );
  }
  const failed = model.cells.filter((c) => c.outcome.status === 'failed').length;
  const shown = model.cells.filter((c) => c.outcome.status === 'shot').length;
  console.error(
    `gallery: ${path.relative(process.cwd(), indexPath) || indexPath} — ${shown} screens shown (${imageCount(model.cells)} images)` +
      `${failed > 0 ? `, ${failed} failed (listed at the top of the index)` : ''}, in ${formatDuration(Date.now() - started)}`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `gallery: could not run: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
