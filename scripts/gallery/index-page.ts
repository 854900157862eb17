import { cellFigure, languageTitle } from './cell-view';
import { formatDuration } from './duration';
import { href, html, page, type SafeHtml } from './html';
import type { GalleryCell, GalleryModel } from './model';
import { fontPackages } from './fonts';
import { consentFile, screenPageFile } from './paths';

/** The anchor of an edition's section and of one of its languages. */
export const editionAnchor = (edition: string) => `edition-${edition}`;
export const languageAnchor = (edition: string, language: string) => `${edition}/${language}`;

export function cellKey(edition: string, language: string, screen: string): string {
  return JSON.stringify([edition, language, screen]);
}

export function cellsByKey(cells: readonly GalleryCell[]): Map<string, GalleryCell> {
  return new Map(cells.map((c) => [cellKey(c.edition, c.language, c.screen), c]));
}

const missing = { status: 'failed', reason: 'not in this run' } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Images in the gallery: a screen that shares another's page (an alias) adds none. */
export function imageCount(cells: readonly GalleryCell[]): number {
  return new Set(
    cells.flatMap((c) => (c.outcome.status === 'shot' ? Object.values(c.outcome.files) : [])),
  ).size;
}

function summary(model: GalleryModel): SafeHtml {
  const count = (status: string) => model.cells.filter((c) => c.outcome.status === status).length;
  const images = imageCount(model.cells);
  const pairs = model.editions.reduce((sum, e) => sum + e.languages.length, 0);
  const { run } = model;
  return html`<ul class="summary">
    <li>
      Taken ${run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} from the sandbox builds in
      <code>dist/</code>, in ${formatDuration(run.durationMs)}: <code>${run.command}</code>
    </li>
    <li>
      ${plural(model.editions.length, 'edition')}, ${plural(pairs, 'edition × language pair')},
      ${plural(model.screens.length, 'screen or dialog', 'screens and dialogs')} each
    </li>
    <li>
      ${count('shot')} shown (${images} images, light and dark,
      ${run.viewport.width}×${run.viewport.height} phone
      viewport${run.fullLength ? '; screens full length, dialogs as they cover the screen' : ''}),
      ${count('absent')} not on their edition, ${count('failed')} failed
    </li>
  </ul>`;
}

function fontWarning(model: GalleryModel): SafeHtml | '' {
  const missing = model.run.missingFonts;
  if (missing.length === 0) return '';
  return html`<p class="failed" id="fonts">
    Not fit for review in ${missing.join(', ')}: the machine that took these pictures had no font
    for their script, so their text shows as empty boxes. Install a font (Debian:
    <code>apt-get install ${fontPackages(missing).join(' ')}</code>) and run again.
  </p>`;
}

function failures(model: GalleryModel): SafeHtml | '' {
  const failed = model.cells.filter((c) => c.outcome.status === 'failed');
  if (failed.length === 0) return '';
  const name = (id: string) => model.screens.find((s) => s.id === id)?.name ?? id;
  return html`<h2 id="failed">Failed (${failed.length})</h2>
    <ul>
      ${failed.map(
        (c) =>
          html`<li>
            <a href="#${languageAnchor(c.edition, c.language)}">${c.edition} · ${c.language}</a>:
            ${name(c.screen)} —
            <span class="failed">${c.outcome.status === 'failed' ? c.outcome.reason : ''}</span>
          </li>`,
      )}
    </ul>`;
}

function contents(model: GalleryModel): SafeHtml {
  return html`<nav aria-label="Editions">
      <h2>By edition and language</h2>
      <ul>
        ${model.editions.map(
          (e) =>
            html`<li>
              <a href="#${editionAnchor(e.id)}">${e.name} (${e.id})</a>:
              ${e.languages.map(
                (l, i) =>
                  html`${i > 0 ? ', ' : ''}<a href="#${languageAnchor(e.id, l.code)}"
                      >${l.code}</a
                    >`,
              )}
              — <a href="${href(consentFile(e.id))}">consent texts side by side</a>
            </li>`,
        )}
      </ul>
    </nav>
    <nav aria-label="Screens">
      <h2>By screen, across editions and languages</h2>
      <ul>
        ${model.screens.map(
          (s) => html`<li><a href="${href(screenPageFile(s.id))}">${s.name}</a> (${s.kind})</li>`,
        )}
      </ul>
    </nav>`;
}

/**
 * The gallery's front page: the run, the failures, a table of contents, then every edition →
 * language → screen with its light and dark thumbnails (or why there are none).
 */
export function indexPage(model: GalleryModel): string {
  const byKey = cellsByKey(model.cells);
  const sections = model.editions.map(
    (e) =>
      html`<section id="${editionAnchor(e.id)}">
        <h2>${e.name} (${e.id})</h2>
        <p>
          <a href="${href(consentFile(e.id))}"
            >Consent texts of ${e.name}, side by side per language</a
          >
        </p>
        ${e.languages.map(
          (l) =>
            html`<h3 id="${languageAnchor(e.id, l.code)}">
                ${e.name} ·
                ${languageTitle(l)}${
                  model.run.missingFonts.includes(l.code)
                    ? html` <a class="failed" href="#fonts">(no font: text shows as boxes)</a>`
                    : ''
                }
              </h3>
              <div class="grid">
                ${model.screens.map((s) =>
                  cellFigure({
                    caption: s.name,
                    outcome: byKey.get(cellKey(e.id, l.code, s.id))?.outcome ?? missing,
                    root: '',
                    alt: `${e.name}, ${l.code}, ${s.name}`,
                  }),
                )}
              </div>`,
        )}
      </section>`,
  );
  return page({
    title: 'Preview gallery',
    root: '',
    body: html`<h1>Preview gallery: every screen and dialog of every edition</h1>
      ${summary(model)} ${fontWarning(model)} ${failures(model)} ${contents(model)} ${sections}`,
  });
}
