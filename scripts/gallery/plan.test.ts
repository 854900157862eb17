// @vitest-environment node
import type { PlanEdition, PlanEntry } from './availability';
import { availability, tabOf } from './availability';
import { planGallery, visitCost } from './plan';

const tab1 = 'click the second tab';
const tab2 = 'click the third tab';
const dialog = 'open the dialog';

const entries: PlanEntry<string>[] = [
  { id: 'login-email', name: 'login, e-mail', edition: 'global', path: '/login' },
  { id: 'login-mobile', name: 'login, mobile', edition: 'global', path: '/login', reach: tab1 },
  { id: 'login-qr', name: 'login, QR code', edition: 'global', path: '/login', reach: tab2 },
  { id: 'dialog-x', name: 'login, a dialog', edition: 'global', path: '/login', reach: dialog },
  { id: 'register-email', name: 'register, e-mail', edition: 'global', path: '/register' },
  { id: 'forgot-password', name: 'forgot password', edition: 'global', path: '/retrieve' },
  { id: 'login-turkey', name: 'login, Turkey', edition: 'tur', path: '/login' },
];

const global: PlanEdition = {
  id: 'global',
  languages: ['en', 'ja-JP'],
  loginTabs: ['email', 'mobile', 'qr'],
  registerTabs: ['email', 'mobile'],
};
const eu: PlanEdition = {
  id: 'eu',
  languages: ['en-EU', 'de-EU', 'fr-EU'],
  loginTabs: ['email', 'qr'],
  registerTabs: ['email'],
};
const tur: PlanEdition = {
  id: 'tur',
  languages: ['tr-TUR'],
  loginTabs: ['email', 'mobile'],
  registerTabs: ['email', 'mobile'],
};

describe('tabOf', () => {
  it('reads the page and tab from the id of an entry that reaches a tab', () => {
    expect(tabOf(entries[2]!)).toEqual({ page: 'login', tab: 'qr' });
    expect(tabOf(entries[0]!)).toBeUndefined();
    expect(tabOf({ ...entries[2]!, path: '/app/login' })).toBeUndefined();
  });
});

describe('availability', () => {
  it('uses the catalogue’s reach where the tab is at the same position as on its own edition', () => {
    expect(availability(entries[1]!, tur, entries.slice(0, 1), global)).toEqual({
      on: true,
      action: { kind: 'tab', page: 'login', tab: 'mobile', index: 1, reach: tab1 },
    });
  });

  it('clicks the edition’s own position where the tabs are ordered differently', () => {
    expect(availability(entries[2]!, eu, entries.slice(0, 2), global)).toEqual({
      on: true,
      action: { kind: 'tab', page: 'login', tab: 'qr', index: 1 },
    });
  });

  it('says a tab the edition does not have is not on this edition', () => {
    const found = availability(entries[1]!, eu, entries.slice(0, 1), global);
    expect(found.on).toBe(false);
    expect(!found.on && found.reason).toMatch(/no mobile tab.*email, qr/);
  });

  it('makes a second entry for the same page an alias on its own edition only', () => {
    expect(availability(entries[6]!, tur, entries.slice(0, 6), tur)).toEqual({
      on: true,
      action: { kind: 'alias', of: 'login-email' },
    });
    expect(availability(entries[6]!, global, entries.slice(0, 6), tur).on).toBe(false);
  });
});

describe('planGallery', () => {
  const plan = planGallery(entries, [global, eu, tur]);
  const cells = (edition: string) =>
    plan.jobs
      .filter((j) => j.edition === edition)
      .flatMap((j) => j.languages.flatMap((l) => j.visit.steps.map((s) => `${l}:${s.screen}`)));
  const stepsOf = (edition: string) =>
    plan.jobs.filter((j) => j.edition === edition).flatMap((j) => j.visit.steps);

  it('has one job per edition and visit, each in all the edition’s languages, longest first', () => {
    // eu (three languages) before global (two): the pages end the run on short jobs together.
    expect(plan.jobs.map((j) => `${j.edition}${j.visit.path}:${j.languages.join(',')}`)).toEqual([
      'eu/login:en-EU,de-EU,fr-EU',
      'eu/login:en-EU,de-EU,fr-EU',
      'eu/register:en-EU,de-EU,fr-EU',
      'eu/retrieve:en-EU,de-EU,fr-EU',
      'global/login:en,ja-JP',
      'global/login:en,ja-JP',
      'global/register:en,ja-JP',
      'global/retrieve:en,ja-JP',
      'tur/login:tr-TUR',
      'tur/login:tr-TUR',
      'tur/register:tr-TUR',
      'tur/retrieve:tr-TUR',
    ]);
  });

  it('accounts for every entry in every language: a step, an absence or an alias', () => {
    for (const edition of [global, eu, tur]) {
      for (const language of edition.languages) {
        const here = (c: { edition: string; language: string }) =>
          c.edition === edition.id && c.language === language;
        const stepped = plan.jobs
          .filter((j) => j.edition === edition.id && j.languages.includes(language))
          .flatMap((j) => j.visit.steps.map((s) => s.screen));
        const absent = plan.absences.filter(here).map((a) => a.screen);
        const aliased = plan.aliases.filter(here).map((a) => a.screen);
        expect([...stepped, ...absent, ...aliased].sort()).toEqual(entries.map((e) => e.id).sort());
      }
    }
  });

  it('shoots the page as it opens and its tabs in one visit, a dialog in a visit of its own', () => {
    const visits = plan.jobs.filter((j) => j.edition === 'global').map((j) => j.visit);
    expect(visits.map((v) => [v.path, v.steps.map((s) => s.screen)])).toEqual([
      ['/login', ['login-email', 'login-mobile', 'login-qr']],
      ['/login', ['dialog-x']],
      ['/register', ['register-email']],
      ['/retrieve', ['forgot-password']],
    ]);
    expect(visits.filter((v) => v.captureConsent).map((v) => v.path)).toEqual(['/register']);
  });

  it('switches languages in place unless an entry of the visit asks to be loaded afresh', () => {
    expect(plan.jobs.every((j) => !j.visit.fresh)).toBe(true);
    const fading = entries.map((e) => (e.id === 'dialog-x' ? { ...e, freshPerLanguage: true } : e));
    const visits = planGallery(fading, [global]).jobs.map((j) => j.visit);
    expect(visits.map((v) => [v.steps.map((s) => s.screen).join(','), v.fresh])).toEqual([
      ['login-email,login-mobile,login-qr', false],
      ['dialog-x', true],
      ['register-email', false],
      ['forgot-password', false],
    ]);
    const tabFading = entries.map((e) =>
      e.id === 'login-qr' ? { ...e, freshPerLanguage: true } : e,
    );
    expect(planGallery(tabFading, [global]).jobs[0]!.visit.fresh).toBe(true);
  });

  it('puts the dialogs of one path that say how to leave them in one visit, in catalogue order', () => {
    const close = 'close the dialog';
    const leavable = (id: string, path = '/login?x'): PlanEntry<string> => ({
      id,
      name: id,
      edition: 'global',
      path,
      reach: `open ${id}`,
      leave: close,
    });
    const withDialogs = [
      ...entries,
      leavable('dialog-a'),
      { id: 'dialog-b', name: 'b', edition: 'global', path: '/login?x', reach: 'open b' },
      leavable('dialog-c'),
      leavable('dialog-d', '/register'),
      { ...leavable('dialog-e'), freshPerLanguage: true },
    ];
    const visits = planGallery(withDialogs, [global]).jobs.map((j) => j.visit);
    const shared = visits.find((v) => v.steps[0]?.screen === 'dialog-a')!;
    expect(shared.path).toBe('/login?x');
    expect(shared.steps.map((s) => s.screen)).toEqual(['dialog-a', 'dialog-c']);
    expect(shared.steps.map((s) => s.action)).toEqual([
      { kind: 'reach', reach: 'open dialog-a', leave: close },
      { kind: 'reach', reach: 'open dialog-c', leave: close },
    ]);
    expect(shared.fresh).toBe(false);
    // Without a way out, on another path, or loaded afresh in each language: a visit of its own.
    for (const alone of ['dialog-b', 'dialog-d', 'dialog-e']) {
      expect(visits.filter((v) => v.steps.some((s) => s.screen === alone))).toEqual([
        expect.objectContaining({ steps: [expect.objectContaining({ screen: alone })] }),
      ]);
    }
    expect(visits.find((v) => v.steps[0]?.screen === 'dialog-e')!.fresh).toBe(true);
  });

  it('counts two images per step in each language', () => {
    const steps = plan.jobs.reduce((sum, j) => sum + j.visit.steps.length * j.languages.length, 0);
    expect(plan.shots).toBe(steps * 2);
    expect(cells('global')).toHaveLength(2 * 6);
    expect(cells('eu')).not.toContain('en-EU:login-mobile');
    expect(cells('eu')).toContain('de-EU:login-qr');
    expect(cells('tur')).not.toContain('tr-TUR:login-qr');
  });

  it('marks a step on the entry’s own edition as home', () => {
    const dialogOn = (edition: string) => stepsOf(edition).find((s) => s.screen === 'dialog-x')!;
    expect(dialogOn('global').home).toBe(true);
    expect(dialogOn('eu').home).toBe(false);
  });

  it('still reads the consent when no register screen is selected', () => {
    const only = planGallery(entries, [eu], [global, eu, tur], new Set(['forgot-password']));
    expect(
      only.jobs.map((j) => [j.visit.path, j.visit.steps.length, j.visit.captureConsent]),
    ).toEqual([
      ['/register', 0, true],
      ['/retrieve', 1, false],
    ]);
    expect(only.absences).toEqual([]);
    expect(only.shots).toBe(3 * 2);
  });

  it('brings along the screen an alias shares when only the alias is selected', () => {
    const only = planGallery(entries, [tur], [global, eu, tur], new Set(['login-turkey']));
    expect(only.aliases).toEqual([
      { edition: 'tur', language: 'tr-TUR', screen: 'login-turkey', of: 'login-email' },
    ]);
    expect(only.jobs.flatMap((j) => j.visit.steps.map((s) => s.screen))).toEqual(['login-email']);
  });

  it('plans nothing for an edition with no languages walked', () => {
    expect(planGallery(entries, [{ ...eu, languages: [] }]).jobs).toEqual([]);
  });
});

describe('visitCost', () => {
  const step = { screen: 's', action: { kind: 'base' as const }, home: true };
  const visit = { path: '/login', steps: [step, step], captureConsent: false, fresh: false };

  it('counts each step in each language, a fresh load in each language as three', () => {
    expect(visitCost(visit, 9)).toBe(18);
    expect(visitCost({ ...visit, fresh: true }, 9)).toBe(54);
    expect(visitCost({ ...visit, steps: [], captureConsent: true }, 3)).toBe(3);
  });
});
