/**
 * Hosts of the exchange's Chinese-language site, where a sign-in lands on the site's home
 * (docs/login.md, "Redirect destinations"). The list is the login-entry compliance config's
 * `zhHostnameList` (src/api/endpoints/login-entry-config.ts); the spec does not show its entries,
 * so an entry is read as a host name in which `*` stands for one or more whole labels at the
 * start or at the end: `www.exchange.cn` is that host only, `cn.*` any host whose first label is
 * `cn`, `*.cn` any host under `.cn`, `*.zh.*` any host with a `zh` label in the middle.
 */

/**
 * The list used when the config has none or cannot be read: a `cn.` or `zh.` host (first label
 * or a later one) and any `.cn` domain.
 */
export const DEFAULT_ZH_HOSTNAMES: readonly string[] = ['cn.*', 'zh.*', '*.cn.*', '*.zh.*', '*.cn'];

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The entry as a regular expression, or undefined when it is not a host name of that form. */
function entryPattern(entry: string): RegExp | undefined {
  const labels = entry.trim().toLowerCase().split('.');
  const leading = labels[0] === '*';
  const trailing = labels.length > 1 && labels[labels.length - 1] === '*';
  const fixed = labels.slice(leading ? 1 : 0, trailing ? -1 : undefined);
  if (fixed.length === 0 || !fixed.every((label) => LABEL.test(label))) return undefined;
  const anyLabels = '[a-z0-9-]+(?:\\.[a-z0-9-]+)*';
  return new RegExp(
    `^${leading ? `${anyLabels}\\.` : ''}${fixed.join('\\.')}${trailing ? `\\.${anyLabels}` : ''}$`,
  );
}

/** Whether `hostname` (`location.hostname`) is one of `list` (entries as described above). */
export function isChinaHostname(
  hostname: string,
  list: readonly string[] = DEFAULT_ZH_HOSTNAMES,
): boolean {
  const host = hostname.toLowerCase();
  return list.some((entry) => entryPattern(entry)?.test(host) ?? false);
}
