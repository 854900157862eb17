import { formatUtcTime } from './format-utc-time';

describe('formatUtcTime', () => {
  const moment = Date.UTC(2025, 0, 11, 10, 5);

  it('shows the time in UTC whatever the local zone, the zone named by Intl', () => {
    expect(formatUtcTime(moment, 'en')).toMatch(/^Jan 11, 2025, 10:05\s?AM UTC$/);
  });

  it('formats in a language Intl only knows by its base (tr-TUR)', () => {
    const text = formatUtcTime(moment, 'tr-TUR');
    expect(text).toContain('10:05');
    expect(text).toContain('2025');
    expect(text).toContain('UTC');
  });
});
