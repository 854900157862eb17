// @vitest-environment node
import {
  formatReadmeSection,
  readmeMarkers,
  replaceReadmeSection,
} from '../../scripts/bench/readme-section';
import { sampleResults } from './sample-results';

describe("the README's benchmark tables", () => {
  const devtools = sampleResults();
  const simulate = sampleResults({ throttling: 'simulate', date: '2025-02-03T10:00:00.000Z' });

  it('shows each view with its date, machine, Chromium, Lighthouse and runs', () => {
    const section = formatReadmeSection({ simulate, devtools });
    expect(section.startsWith(readmeMarkers.start)).toBe(true);
    expect(section.endsWith(readmeMarkers.end)).toBe(true);
    expect(section).toContain(
      '[details](docs/benchmark.md)): 2025-02-03, 2 CPU(s) AMD EPYC, Chromium 1.0, Lighthouse 12.8.2; 3 runs per page; load average 3.0 at the start, 2.5 at the end; shared with other builds.',
    );
    expect(section).toContain('[details](docs/benchmark-applied-throttling.md)): 2025-01-01');
    // Simulated first, then applied.
    expect(section.indexOf('**Simulated throttling**')).toBeLessThan(
      section.indexOf('**Applied throttling**'),
    );
  });

  it('has the LCP spread, the ratio to the floor, TBT, the longest early task, Speed Index, CLS and first-load bytes', () => {
    const section = formatReadmeSection({ devtools });
    expect(section).toContain(
      '| page | LCP ms | LCP ÷ floor | TBT ms | longest task before TTI ms | Speed Index ms | CLS | first load KiB gz |',
    );
    expect(section).toContain(
      '| tur/login | 1625 (1300–1950) | 2.50× | 50 | 0 | 1625 (1300–1950) | 0.000 | 150.0 |',
    );
    expect(section).toContain(
      '| tur/floor | 650 (600–700) | 1.00× | 50 | 0 | 650 (600–700) | 0.000 | 0.0 |',
    );
    expect(section).not.toContain('Simulated throttling');
  });

  it('says how to get results when there are none', () => {
    expect(formatReadmeSection({})).toContain('No benchmark results yet: run `npm run bench`.');
  });

  it('replaces only what is between the markers', () => {
    const readme = `# Title\n\nBefore.\n\n${readmeMarkers.start}\nold table\n${readmeMarkers.end}\n\nAfter.\n`;
    const section = formatReadmeSection({ devtools });
    const updated = replaceReadmeSection(readme, section);
    expect(updated).toBe(`# Title\n\nBefore.\n\n${section}\n\nAfter.\n`);
    expect(replaceReadmeSection(updated, section)).toBe(updated);
  });

  it('fails when the README has no markers', () => {
    expect(() => replaceReadmeSection('# Title\n', 'x')).toThrow(/no benchmark section/);
  });
});
