// @vitest-environment node
import { allInputs, entityNames, galleryEdition, languageOf, planEdition } from './inputs';
import { planGallery } from './plan';

/** The real manifests and screen catalogue, planned as `npm run gallery` plans them. */
describe('the gallery of the real editions', () => {
  const { manifests, entries } = allInputs;
  const editions = manifests.map((m) => planEdition(m, manifests));
  const plan = planGallery(entries, editions);

  it('has a job for every edition × language of the manifests', () => {
    const pairs = manifests.flatMap((m) => m.languages.available.map((l) => `${m.id}/${l}`));
    expect(plan.jobs.map((j) => `${j.edition}/${j.language}`).sort()).toEqual(pairs.sort());
  });

  it('accounts for every catalogue entry in every pair: shot, shared or not on the edition', () => {
    for (const job of plan.jobs) {
      const here = (c: { edition: string; language: string }) =>
        c.edition === job.edition && c.language === job.language;
      const seen = [
        ...job.visits.flatMap((v) => v.steps.map((s) => s.screen)),
        ...plan.absences.filter(here).map((a) => a.screen),
        ...plan.aliases.filter(here).map((a) => a.screen),
      ];
      expect(seen.sort()).toEqual(entries.map((e) => e.id).sort());
    }
  });

  it('reads the consent once per pair', () => {
    for (const job of plan.jobs) {
      expect(job.visits.filter((v) => v.captureConsent)).toHaveLength(1);
    }
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
  });
});
