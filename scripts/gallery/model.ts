/**
 * What the preview gallery (docs/editions.md, "Preview gallery") is made of, as plain data: the
 * editions and languages walked, the screens of the catalogue, one cell per edition × language ×
 * screen with its outcome, and each edition's consent texts per language. The HTML is generated
 * from this alone, so the pages can be tested without a browser.
 */

export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];

export interface GalleryLanguage {
  /** The code in the URL and the manifest: `ja-JP`, `tr-TUR`. */
  readonly code: string;
  /** The language's name in itself, as the language picker shows it. */
  readonly label: string;
  readonly dir: 'ltr' | 'rtl';
}

export interface GalleryEdition {
  readonly id: string;
  readonly name: string;
  readonly languages: readonly GalleryLanguage[];
}

export interface GalleryScreen {
  readonly id: string;
  readonly name: string;
  readonly kind: 'screen' | 'dialog';
}

/** Image paths relative to the gallery folder, one per colour mode. */
export type ShotFiles = Readonly<Record<ColourMode, string>>;

export type CellOutcome =
  | { readonly status: 'shot'; readonly files: ShotFiles; readonly note?: string }
  | { readonly status: 'absent'; readonly reason: string }
  | { readonly status: 'failed'; readonly reason: string };

export interface GalleryCell {
  readonly edition: string;
  readonly language: string;
  readonly screen: string;
  readonly outcome: CellOutcome;
}

/** A run of text in a consent text; a link keeps the address the page gives it. */
export type ConsentSegment =
  { readonly text: string } | { readonly text: string; readonly href: string };

export interface ConsentBlock {
  /** A checkbox's label, or any other text on the page that names the operating entity. */
  readonly kind: 'checkbox' | 'line';
  /** A checkbox the form requires; false for a line. */
  readonly required: boolean;
  /** A checkbox ticked before the visitor touches it; false for a line. */
  readonly ticked: boolean;
  readonly segments: readonly ConsentSegment[];
}

/** The consent of one register page, as rendered. */
export interface ConsentCapture {
  /** The page it was read from (after any redirect, e.g. the Netherlands to the EU site). */
  readonly url: string;
  readonly blocks: readonly ConsentBlock[];
}

export interface ConsentColumn {
  readonly language: string;
  readonly capture?: ConsentCapture;
  /** Why there is no capture. */
  readonly error?: string;
  /** A remark for the reviewer, e.g. that the page redirected to another edition. */
  readonly note?: string;
}

export interface ConsentSheet {
  readonly edition: string;
  readonly columns: readonly ConsentColumn[];
}

export interface RunFacts {
  /** When the run started, ISO 8601. */
  readonly startedAt: string;
  readonly durationMs: number;
  /** The viewport every image is taken at. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** Screens are shot full length (dialogs always as they cover the viewport). */
  readonly fullLength: boolean;
  /** The command as typed. */
  readonly command: string;
  /** Languages whose text was drawn as empty boxes: no font on the machine had their script. */
  readonly missingFonts: readonly string[];
}

export interface GalleryModel {
  readonly editions: readonly GalleryEdition[];
  readonly screens: readonly GalleryScreen[];
  readonly cells: readonly GalleryCell[];
  readonly consent: readonly ConsentSheet[];
  readonly run: RunFacts;
}
