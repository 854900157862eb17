/**
 * Provider domains offered while the visitor types an e-mail address
 * (docs/registration.md, "Field rules": five common mail-provider domains). The five most used by
 * the exchange's visitors worldwide.
 */
export const SUGGESTED_EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'icloud.com',
] as const;

/**
 * Full addresses to offer for what was typed: the local part with each provider whose name
 * starts with the typed domain part. Nothing before the local part exists, and nothing once the
 * typed domain is complete or matches none.
 */
export function emailSuggestions(typed: string): string[] {
  const value = typed.trim();
  if (value === '' || /\s/.test(value)) return [];
  const at = value.indexOf('@');
  const local = at < 0 ? value : value.slice(0, at);
  const domainStart = at < 0 ? '' : value.slice(at + 1).toLowerCase();
  if (local === '' || domainStart.includes('@')) return [];
  return SUGGESTED_EMAIL_DOMAINS.filter(
    (domain) => domain.startsWith(domainStart) && domain !== domainStart,
  ).map((domain) => `${local}@${domain}`);
}
