/**
 * A moment as a date and time in UTC, in the visitor's language. The editions' own language
 * codes (`tr-TUR`, `kk-KAZ`) are not valid locale tags, so their language part is used instead.
 */
export function formatUtcTime(epochMs: number, language: string): string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: 'UTC',
    dateStyle: 'medium',
    timeStyle: 'short',
  };
  for (const locale of [language, language.split('-')[0] ?? 'en', 'en']) {
    try {
      return `${new Intl.DateTimeFormat(locale, options).format(epochMs)} UTC`;
    } catch {
      // Not a locale the runtime accepts; try the next, shorter one.
    }
  }
  return new Date(epochMs).toISOString();
}
