/** What the gallery's page tests share: the links of a page, and two editions to draw. */

/** Every href and src in a page, decoded, as a reviewer's browser would resolve them. */
export function links(page: string): string[] {
  return [...page.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) =>
    decodeURIComponent(m[1]!.replace(/&amp;/g, '&')),
  );
}

/** A left-to-right and a right-to-left language, and a name that must come out escaped. */
export const sampleEditions = [
  {
    id: 'global',
    name: 'Global',
    languages: [
      { code: 'en', label: 'English', dir: 'ltr' as const },
      { code: 'ar-SA', label: 'العربية', dir: 'rtl' as const },
    ],
  },
  {
    id: 'eu',
    name: 'EU <b>&</b>',
    languages: [{ code: 'de-EU', label: 'Deutsch (EU)', dir: 'ltr' as const }],
  },
];
