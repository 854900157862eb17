/**
 * The legal pages a manifest lists must be this edition's own (docs/editions.md, "Legal entity
 * and consent"): a path opens on whichever host serves the edition, and an https URL must name
 * one of the hosts the manifest lists. A page on another edition's or a stranger's host would
 * have visitors agree to another company's terms. The message names the edition, the languages
 * that open the page and the consent texts that link it, so compliance knows what visitors see.
 */
import type { EditionManifest } from '../../src/editions/manifest-schema';
import { environments } from '../../src/editions/manifest-schema';
import type { ManifestFile } from './edition-cross-rules';
import type { ManifestProblem } from './manifest-problem';

export function checkLegalLinks(files: readonly ManifestFile[]): ManifestProblem[] {
  return files.flatMap(({ file, manifest }) => (manifest ? legalLinkProblems(file, manifest) : []));
}

function legalLinkProblems(file: string, manifest: EditionManifest): ManifestProblem[] {
  const ownHosts = [...new Set(environments.flatMap((env) => manifest.hosts[env]))];
  const problems: ManifestProblem[] = [];
  for (const [name, page] of Object.entries(manifest.legal.pages)) {
    const own = page.byLanguage ?? {};
    const defaultLanguages = manifest.languages.available.filter((code) => !(code in own));
    const entries: [string, string, readonly string[]][] = [
      [`legal.pages.${name}.href`, page.href, defaultLanguages],
      ...Object.entries(own).map(([code, href]): [string, string, readonly string[]] => [
        `legal.pages.${name}.byLanguage.${code}`,
        href as string,
        [code],
      ]),
    ];
    for (const [path, href, languages] of entries) {
      const host = foreignHost(href, ownHosts);
      if (host === undefined || languages.length === 0) continue;
      problems.push({
        file,
        path,
        rule: `${JSON.stringify(href)} is on ${host}, not on a host of edition "${manifest.id}": visitors in ${languages.join(', ')} would open it from ${linkedFrom(manifest, name)}; use a path such as "/app/…" or one of the edition's hosts`,
        allowed: ownHosts,
      });
    }
  }
  return problems;
}

/** The host of an https URL that is not one of `ownHosts`; undefined for a path or an own host. */
function foreignHost(href: string, ownHosts: readonly string[]): string | undefined {
  if (!href.startsWith('https://')) return undefined;
  let host: string;
  try {
    host = new URL(href).host;
  } catch {
    return JSON.stringify(href);
  }
  return ownHosts.includes(host) ? undefined : host;
}

function linkedFrom(manifest: EditionManifest, page: string): string {
  const keys = manifest.register.consent
    .filter((box) => box.links.some((link) => link.page === page))
    .map((box) => `consent key "${box.labelKey}"`);
  return keys.length > 0 ? keys.join(', ') : 'its legal links';
}
