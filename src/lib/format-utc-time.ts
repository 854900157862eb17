/**
 * A moment as a date and time in UTC, in the visitor's language, the zone named by Intl in that
 * language too (no "UTC" of our own appended: that would stay English in every language). The
 * editions' own language codes (`tr-TUR`, `kk-KAZ`) are not valid locale tags, so their language
 * part is used instead.
 */
export function formatUtcTime(epochMs: number, language: string): string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: 'UTC',
    timeZoneName: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  for (const locale of [language, language.split('-')[0] ?? 'en', 'en']) {
    try {
      return new Intl.DateTimeFormat(locale, options).format(epochMs);
    } catch {
      // Not a locale the runtime accepts; try the next, shorter one.
    }
  }
  return new Date(epochMs).toISOString();
}
