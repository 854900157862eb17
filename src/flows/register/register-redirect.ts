import type { EditionManifest } from '@/editions/manifest-schema';

type RedirectRule = NonNullable<EditionManifest['register']['redirectTo']>;

/**
 * Registration offered by another edition (Netherlands → EU): same path on the target host in
 * the page's language mapped (nl-NL → nl-EU, whether the URL named it or it was the edition's
 * default: a Dutch visitor lands on the Dutch EU page, not on its English default), and only
 * the affiliate query parameters kept. A language the map does not name loses its prefix, so
 * the target edition picks its own.
 */
export function registerRedirectUrl(input: {
  rule: RedirectRule;
  targetHost: string;
  location: Pick<Location, 'protocol' | 'port' | 'pathname' | 'search'>;
  currentLanguagePrefix: string | undefined;
  currentLanguage: string;
}): string {
  const { rule, location } = input;
  const mapped = (rule.localeMap as Record<string, string | undefined>)[input.currentLanguage];
  let path = location.pathname;
  if (input.currentLanguagePrefix) {
    const prefix = new RegExp(`^/${input.currentLanguagePrefix}(?=/|$)`);
    path = path.replace(prefix, mapped ? `/${mapped}` : '') || '/';
  } else if (mapped) {
    path = `/${mapped}${path === '/' ? '' : path}`;
  }
  const kept = new URLSearchParams();
  const current = new URLSearchParams(location.search);
  for (const name of rule.keepQuery) {
    for (const value of current.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  // Sandbox hosts share the preview server's port; real hosts never carry one.
  const port = input.targetHost.endsWith('localhost') && location.port ? `:${location.port}` : '';
  return `${location.protocol}//${input.targetHost}${port}${path}${query ? `?${query}` : ''}`;
}
