// @vitest-environment node
import { consentPage } from './consent-page';
import type { ConsentSheet } from './model';

/** Every href and src in a page, decoded, as a reviewer's browser would resolve them. */
function links(page: string): string[] {
  return [...page.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) =>
    decodeURIComponent(m[1]!.replace(/&amp;/g, '&')),
  );
}

const editions = [
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
describe('consentPage', () => {
  const sheet: ConsentSheet = {
    edition: 'global',
    columns: [
      {
        language: 'en',
        capture: {
          url: 'http://global.localhost:41234/en/register?x=1',
          blocks: [
            {
              kind: 'checkbox',
              required: true,
              ticked: false,
              segments: [
                { text: 'I agree to the ' },
                { text: 'Terms <of> Service', href: '/app/terms?a=1&b=2' },
                { text: ' of Exchange Global Ltd.' },
              ],
            },
            {
              kind: 'checkbox',
              required: false,
              ticked: true,
              segments: [{ text: 'Send me news' }],
            },
          ],
        },
      },
      { language: 'ar-SA', error: 'Timeout 30000ms exceeded' },
    ],
  };

  it('puts each language in a column and each checkbox in a row, with link targets', () => {
    const page = consentPage(editions[0]!, sheet, 'jpeg', (l) => l === 'en');
    expect(page).toContain(
      '<u>Terms &lt;of&gt; Service</u> <span class="target">[→ /app/terms?a=1&amp;b=2]</span>',
    );
    expect(page).toMatch(/Checkbox 1<\/th>\s*<td lang="en" dir="ltr">I agree to the /);
    expect(page).toContain('(required)');
    expect(page).toMatch(
      /Checkbox 2<\/th>\s*<td lang="en" dir="ltr">Send me news <span class="note">\(optional, ticked from the start\)/,
    );
    expect(page).toContain('read from global.localhost/en/register');
    expect(links(page)).toContain('../global/en/register-email.light.jpg');
    expect(links(page)).not.toContain('../global/ar-SA/register-email.light.jpg');
  });

  it('says which language could not be read, and why', () => {
    const page = consentPage(editions[0]!, sheet, 'jpeg', () => true);
    expect(page).toContain('<td class="failed">not read<span>Timeout 30000ms exceeded</span></td>');
    const empty = consentPage(
      editions[0]!,
      { edition: 'global', columns: [] },
      'jpeg',
      () => false,
    );
    expect(empty).toContain('not read in this run');
  });
});
