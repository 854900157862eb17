// @vitest-environment node
import {
  allInputs,
  entityNames,
  galleryEdition,
  htmlLangOfCode,
  languageOf,
  planEdition,
} from './inputs';
import { planGallery } from './plan';

/** The real manifests and screen catalogue, planned as `npm run gallery` plans them. */
describe('the gallery of the real editions', () => {
  const { manifests, entries } = allInputs;
  const editions = manifests.map((m) => planEdition(m, manifests));
  const plan = planGallery(entries, editions);

  it('has a job for every edition × visit, in every language of the manifest', () => {
    for (const m of manifests) {
      const jobs = plan.jobs.filter((j) => j.edition === m.id);
      expect(jobs.length).toBeGreaterThan(0);
      for (const job of jobs) expect(job.languages).toEqual(m.languages.available);
    }
  });

  it('accounts for every catalogue entry in every pair: shot, shared or not on the edition', () => {
    for (const m of manifests) {
      for (const language of m.languages.available) {
        const here = (c: { edition: string; language: string }) =>
          c.edition === m.id && c.language === language;
        const seen = [
          ...plan.jobs
            .filter((j) => j.edition === m.id)
            .flatMap((j) => j.visit.steps.map((s) => s.screen)),
          ...plan.absences.filter(here).map((a) => a.screen),
          ...plan.aliases.filter(here).map((a) => a.screen),
        ];
        expect(seen.sort()).toEqual(entries.map((e) => e.id).sort());
      }
    }
  });

  it('reads the consent in one visit per edition', () => {
    for (const m of manifests) {
      const reading = plan.jobs.filter((j) => j.edition === m.id && j.visit.captureConsent);
      expect(reading).toHaveLength(1);
    }
  });

  it('loads afresh in each language only the entries that ask for it', () => {
    const fresh = plan.jobs.filter((j) => j.visit.fresh).flatMap((j) => j.visit.steps);
    const asking = entries.filter((e) => e.freshPerLanguage).map((e) => e.id);
    expect([...new Set(fresh.map((s) => s.screen))].sort()).toEqual(asking.sort());
  });

  it('takes the register tabs of the edition a register page sends its visitors to', () => {
    const redirecting = manifests.find((m) => m.register.redirectTo);
    if (!redirecting) return;
    const target = manifests.find((m) => m.id === redirecting.register.redirectTo!.edition)!;
    expect(planEdition(redirecting, manifests).registerTabs).toEqual(target.register.tabs);
  });

  it('names languages in themselves and knows every entity name', () => {
    expect(languageOf('ar-SA')).toEqual({ code: 'ar-SA', label: 'العربية', dir: 'rtl' });
    expect(languageOf('xx')).toEqual({ code: 'xx', label: 'xx', dir: 'ltr' });
    expect(galleryEdition(manifests[0]!, new Set(['nowhere'])).languages).toEqual([]);
    expect(entityNames(manifests)).toContain(manifests[0]!.legal.entity.name);
    expect(htmlLangOfCode('tr-TUR')).toBe('tr-TR');
    expect(htmlLangOfCode('de-EU')).toBe('de-EU');
    expect(htmlLangOfCode('xx')).toBe('xx');
  });
});
