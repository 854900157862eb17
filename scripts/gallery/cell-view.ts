import { href, html, type HtmlValue, type SafeHtml } from './html';
import type { CellOutcome, GalleryLanguage } from './model';
import { colourModes } from './model';

/** Thumbnails are the full images scaled down (a third of the 390 px viewport). */
export const THUMB_WIDTH = 130;

export function languageTitle(language: GalleryLanguage): SafeHtml {
  return html`<span lang="${language.code}" dir="${language.dir}">${language.label}</span> ·
    ${language.code}`;
}

/**
 * One edition × language × screen: its light and dark thumbnails, each linking the full image,
 * or why there is none. `root` leads from the page back to the gallery folder.
 */
export function cellFigure(options: {
  readonly caption: HtmlValue;
  readonly outcome: CellOutcome;
  readonly root: string;
  readonly alt: string;
}): SafeHtml {
  const { caption, outcome, root, alt } = options;
  if (outcome.status === 'absent') {
    return html`<figure class="absent">
      <figcaption>${caption}</figcaption>
      not on this edition<span>${outcome.reason}</span>
    </figure>`;
  }
  if (outcome.status === 'failed') {
    return html`<figure class="failed">
      <figcaption>${caption}</figcaption>
      failed<span>${outcome.reason}</span>
    </figure>`;
  }
  const thumbs = colourModes.map((mode) => {
    const file = root + href(outcome.files[mode]);
    return html`<a href="${file}"
      ><img src="${file}" alt="${alt}, ${mode}" width="${THUMB_WIDTH}" loading="lazy"
    /></a>`;
  });
  const note = outcome.note ? html`<div class="note">${outcome.note}</div>` : '';
  return html`<figure>
    <figcaption>${caption}</figcaption>
    <div class="thumbs">${thumbs}</div>
    ${note}
  </figure>`;
}
