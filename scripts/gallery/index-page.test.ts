// @vitest-environment node
import { indexPage } from './index-page';
import type { ConsentSheet, GalleryCell, GalleryModel } from './model';
import { shotFiles } from './paths';
import { screenPage } from './screen-page';

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
const screens = [
  { id: 'login-email', name: 'login, e-mail', kind: 'screen' as const },
  { id: 'login-mobile', name: 'login, mobile', kind: 'screen' as const },
  { id: 'dialog-x', name: 'a <dialog>', kind: 'dialog' as const },
];

function modelWith(cells: GalleryCell[], consent: ConsentSheet[] = []): GalleryModel {
  return {
    editions,
    screens,
    cells,
    consent,
    run: {
      startedAt: '2026-11-27T17:00:00.000Z',
      durationMs: 125_000,
      viewport: { width: 390, height: 844 },
      fullLength: true,
      command: 'npm run gallery',
      missingFonts: [],
    },
  };
}

const allShot = editions.flatMap((e) =>
  e.languages.flatMap((l) =>
    screens.map((s): GalleryCell => ({
      edition: e.id,
      language: l.code,
      screen: s.id,
      outcome: { status: 'shot', files: shotFiles(e.id, l.code, s.id, 'jpeg') },
    })),
  ),
);

describe('indexPage', () => {
  it('links the light and dark image of every edition × language × screen it is given', () => {
    const page = indexPage(modelWith(allShot));
    const linked = new Set(links(page));
    for (const cell of allShot) {
      if (cell.outcome.status !== 'shot') continue;
      expect(linked).toContain(cell.outcome.files.light);
      expect(linked).toContain(cell.outcome.files.dark);
    }
    expect(allShot.length).toBe(3 * 3);
  });

  it('links each language’s section, each screen page and each consent page', () => {
    const page = indexPage(modelWith(allShot));
    const linked = links(page);
    for (const e of editions) {
      expect(linked).toContain(`${e.id}/consent.html`);
      for (const l of e.languages) {
        expect(linked).toContain(`#${e.id}/${l.code}`);
        expect(page).toContain(`id="${e.id}/${l.code}"`);
      }
    }
    for (const s of screens) expect(linked).toContain(`screens/${s.id}.html`);
  });

  it('shows absences and failures with their reasons, failures listed first', () => {
    const cells = allShot.map((c): GalleryCell => {
      if (c.edition === 'eu' && c.screen === 'login-mobile') {
        return { ...c, outcome: { status: 'absent', reason: '/login has no mobile tab here' } };
      }
      if (c.language === 'ar-SA' && c.screen === 'dialog-x') {
        return { ...c, outcome: { status: 'failed', reason: 'Timeout <30000ms> exceeded' } };
      }
      return c;
    });
    const page = indexPage(modelWith(cells));
    expect(page).toContain('not on this edition<span>/login has no mobile tab here</span>');
    expect(page).toContain('Timeout &lt;30000ms&gt; exceeded');
    expect(page).toMatch(/<h2 id="failed">Failed \(1\)<\/h2>/);
    expect(page.indexOf('id="failed"')).toBeLessThan(page.indexOf('id="edition-global"'));
    expect(page).toContain('7 shown (14 images');
  });

  it('marks a cell the run did not report as failed rather than leaving it out', () => {
    const page = indexPage(modelWith(allShot.slice(1)));
    expect(page).toContain('failed<span>not in this run</span>');
  });

  it('escapes names from manifests and catalogue', () => {
    const page = indexPage(modelWith(allShot));
    expect(page).toContain('EU &lt;b&gt;&amp;&lt;/b&gt;');
    expect(page).toContain('a &lt;dialog&gt;');
    expect(page).not.toContain('<b>&</b>');
    expect(page).not.toContain('<dialog>');
  });

  it('warns at the top and at the language when the machine had no font for it', () => {
    const model = modelWith(allShot);
    const page = indexPage({ ...model, run: { ...model.run, missingFonts: ['ar-SA'] } });
    expect(page).toMatch(/Not fit for review in ar-SA[^]*apt-get install fonts-noto-core/);
    expect(page).toMatch(/العربية<\/span> ·\s*ar-SA\s*<a class="failed" href="#fonts">/);
    expect(indexPage(model)).not.toContain('Not fit for review');
  });

  it('marks a right-to-left language’s name as such', () => {
    expect(indexPage(modelWith(allShot))).toContain('<span lang="ar-SA" dir="rtl">العربية</span>');
  });
});

describe('screenPage', () => {
  it('links the screen in every edition and language, from one folder down', () => {
    const page = screenPage(modelWith(allShot), screens[2]!);
    const linked = links(page);
    for (const e of editions) {
      for (const l of e.languages) {
        expect(linked).toContain(`../${e.id}/${l.code}/dialog-x.light.jpg`);
        expect(linked).toContain(`../${e.id}/${l.code}/dialog-x.dark.jpg`);
      }
    }
    expect(linked).not.toContain('../global/en/login-email.light.jpg');
    expect(linked).toContain('../index.html');
  });
});
