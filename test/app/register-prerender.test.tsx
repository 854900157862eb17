// @vitest-environment node
import type { Resource } from 'i18next';
import { prerenderPage } from '@/app/entry-server';
import { pageNamespaces } from '@/app/i18n/namespaces';

/** English strings of the register page's namespaces, as the build reads them from locales/en. */
async function englishStrings(): Promise<Resource> {
  const entries = await Promise.all(
    pageNamespaces.register.map(
      async (ns) =>
        [
          ns,
          (await import(`../../locales/en/${ns}.json`)).default as Record<string, unknown>,
        ] as const,
    ),
  );
  return { en: Object.fromEntries(entries) };
}

/**
 * The register page is prerendered per edition and language at build time, through the same
 * entry as the build (src/app/entry-server.tsx): it must render without a browser (no window,
 * document or storage while rendering) and without requests.
 */
describe('register page prerendering', () => {
  it('renders the whole form without a browser', async () => {
    expect(typeof window).toBe('undefined');
    const { appHtml: html, title } = await prerenderPage({
      url: '/en/register',
      language: 'en',
      resources: await englishStrings(),
      namespaces: pageNamespaces.register,
    });
    expect(title).toBe('Sign up');
    expect(html).toContain('Create your account');
    expect(html).toMatch(/<form[^>]*data-early-submit/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*name="password"/);
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).toContain('Create account');
  });

  it('fails on a string looked up outside the namespaces it is given', async () => {
    const { en } = await englishStrings();
    const { consent: _consent, ...withoutConsent } = en as Record<string, unknown>;
    await expect(
      prerenderPage({
        url: '/en/register',
        language: 'en',
        resources: { en: withoutConsent } as Resource,
        namespaces: pageNamespaces.register.filter((ns) => ns !== 'consent'),
      }),
    ).rejects.toThrow(/looked up strings its namespaces .* do not have: consent:/);
  });
});
