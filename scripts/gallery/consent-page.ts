import { languageTitle } from './cell-view';
import { href, html, page, type SafeHtml } from './html';
import type {
  ConsentBlock,
  ConsentColumn,
  ConsentSegment,
  ConsentSheet,
  GalleryEdition,
} from './model';
import { pageOf, shotFile, type ImageFormat } from './paths';

/** The register screen whose image each column links, when the run shot it. */
export const CONSENT_SCREEN = 'register-email';

function segmentView(segment: ConsentSegment): SafeHtml {
  return 'href' in segment
    ? html`<u>${segment.text}</u> <span class="target">[→ ${segment.href}]</span>`
    : html`${segment.text}`;
}

function blockView(block: ConsentBlock | undefined): SafeHtml {
  if (!block) return html`<span class="absent">—</span>`;
  const tag =
    block.kind === 'checkbox'
      ? `${block.required ? 'required' : 'optional'}${block.ticked ? ', ticked from the start' : ''}`
      : '';
  return html`${block.segments.map(segmentView)}${tag ? html` <span class="note">(${tag})</span>` : ''}`;
}

interface Row {
  readonly title: string;
  readonly pick: (column: ConsentColumn) => ConsentBlock | undefined;
}

function rowsOf(columns: readonly ConsentColumn[]): Row[] {
  const most = (kind: ConsentBlock['kind']) =>
    Math.max(
      0,
      ...columns.map((c) => c.capture?.blocks.filter((b) => b.kind === kind).length ?? 0),
    );
  const nth = (kind: ConsentBlock['kind'], i: number) => (c: ConsentColumn) =>
    c.capture?.blocks.filter((b) => b.kind === kind)[i];
  return [
    ...Array.from({ length: most('checkbox') }, (_, i) => ({
      title: `Checkbox ${i + 1}`,
      pick: nth('checkbox', i),
    })),
    ...Array.from({ length: most('line') }, (_, i) => ({
      title: `Other text naming the company ${i + 1}`,
      pick: nth('line', i),
    })),
  ];
}

/**
 * An edition's consent at sign-up, one column per language, as the register page renders it:
 * each checkbox's label (required or not) with its links' addresses, then any other text on the
 * page that names the operating entity. A compliance reviewer reads the wording here.
 */
export function consentPage(
  edition: GalleryEdition,
  sheet: ConsentSheet,
  format: ImageFormat,
  shot: (language: string) => boolean,
): string {
  const columns = edition.languages.map(
    (l) =>
      sheet.columns.find((c) => c.language === l.code) ?? {
        language: l.code,
        error: 'not read in this run',
      },
  );
  const rows = rowsOf(columns);
  const head = columns.map((c) => {
    const language = edition.languages.find((l) => l.code === c.language)!;
    const image = shot(c.language)
      ? html` ·
          <a href="${href('..', shotFile(edition.id, c.language, CONSENT_SCREEN, 'light', format))}"
            >screenshot</a
          >`
      : '';
    const from = c.capture ? html`<div class="note">read from ${pageOf(c.capture.url)}</div>` : '';
    const note = c.note ? html`<div class="note">${c.note}</div>` : '';
    return html`<th scope="col">${languageTitle(language)}${image}${from}${note}</th>`;
  });
  const body = rows.map(
    (row) =>
      html`<tr>
        <th scope="row" class="row">${row.title}</th>
        ${columns.map((c) => {
          const language = edition.languages.find((l) => l.code === c.language)!;
          return c.capture
            ? html`<td lang="${language.code}" dir="${language.dir}">${blockView(row.pick(c))}</td>`
            : html`<td class="failed">not read<span>${c.error ?? ''}</span></td>`;
        })}
      </tr>`,
  );
  const failed = columns.filter((c) => !c.capture);
  const unread =
    rows.length === 0 && failed.length > 0
      ? html`<ul>
          ${failed.map((c) => html`<li class="failed">${c.language}: not read<span>${c.error ?? ''}</span></li>`)}
        </ul>`
      : rows.length === 0
        ? html`<p>The register page shows no consent text in any language.</p>`
        : '';
  return page({
    title: `Consent texts of ${edition.name} — preview gallery`,
    root: '../',
    body: html`<h1>Consent texts of ${edition.name} (${edition.id})</h1>
      <p>
        What a visitor agrees to on the register page, exactly as the page shows it in each
        language: the label of each checkbox (links underlined, with the address they open in
        brackets), then any other text on the page that names the operating company.
      </p>
      <div class="consent-wrap">
        <table class="consent">
          <thead>
            <tr>
              <th scope="col" class="row"></th>
              ${head}
            </tr>
          </thead>
          <tbody>
            ${body}
          </tbody>
        </table>
      </div>
      ${unread}`,
  });
}
