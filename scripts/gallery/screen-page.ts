import { cellFigure, languageTitle } from './cell-view';
import { html, page } from './html';
import { cellKey, cellsByKey, editionAnchor } from './index-page';
import type { GalleryModel, GalleryScreen } from './model';

/** One screen or dialog across every edition and language, to compare one wording everywhere. */
export function screenPage(model: GalleryModel, screen: GalleryScreen): string {
  const byKey = cellsByKey(model.cells.filter((c) => c.screen === screen.id));
  const sections = model.editions.map(
    (e) =>
      html`<section id="${editionAnchor(e.id)}">
        <h2>${e.name} (${e.id})</h2>
        <div class="grid">
          ${e.languages.map((l) =>
            cellFigure({
              caption: languageTitle(l),
              outcome: byKey.get(cellKey(e.id, l.code, screen.id))?.outcome ?? {
                status: 'failed',
                reason: 'not in this run',
              },
              root: '../',
              alt: `${e.name}, ${l.code}, ${screen.name}`,
            }),
          )}
        </div>
      </section>`,
  );
  return page({
    title: `${screen.name} — preview gallery`,
    root: '../',
    body: html`<h1>${screen.name} <small>(${screen.kind})</small></h1>
      <p>
        Every edition in each of its languages, light and dark; a thumbnail opens the full image.
      </p>
      ${sections}`,
  });
}
