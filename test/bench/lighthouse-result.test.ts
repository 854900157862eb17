// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  describeSettings,
  layoutShifts,
  longestTaskBefore,
  readLighthouseResult,
  type LighthouseResult,
} from '../../scripts/bench/lighthouse-result';

/**
 * Two real Lighthouse 12.8 results, cut down to what the benchmark reads: global's log-in page
 * under applied throttling, and a page whose late banner pushes the content down (simulated).
 */
const fixture = (name: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'),
  ) as LighthouseResult;
const login = fixture('lighthouse-global-login-devtools.json');
const banner = fixture('lighthouse-late-banner.json');

describe('reading a Lighthouse result', () => {
  it('keeps the metrics the report shows', () => {
    expect(readLighthouseResult(login).metrics).toEqual({
      lcp: 1191.828,
      fcp: 1191.828,
      tbt: expect.any(Number),
      speedIndex: expect.any(Number),
      cls: 0,
      transferBytes: expect.any(Number),
      // The cut-down fixture has no long-tasks audit: not measured, rather than none.
      longestTask: null,
    });
  });

  it('takes the longest task that started before the page was interactive', () => {
    // The rows of Lighthouse's long-tasks audit (tasks of 50 ms or more), times in ms.
    const details = {
      type: 'table',
      items: [
        { url: 'http://global.localhost/assets/react.js', duration: 64, startTime: 900 },
        { url: 'Unattributable', duration: 180, startTime: 2600 },
        { url: 'http://global.localhost/assets/index.js', duration: 92, startTime: 1400 },
      ],
    };
    expect(longestTaskBefore(details, 2000)).toBe(92);
    expect(longestTaskBefore(details, 800)).toBe(0);
    expect(longestTaskBefore(details, undefined)).toBe(180);
    expect(longestTaskBefore({ type: 'table', items: [] }, 2000)).toBe(0);
  });

  it('names the LCP element by its selector and text', () => {
    expect(readLighthouseResult(login).lcpElement).toBe(
      'main.css-hljpz9 > div.chakra-stack > div.chakra-stack > h1.chakra-heading “Welcome back”',
    );
    expect(readLighthouseResult(banner).lcpElement).toBe(
      'body > main > p.intro “A form that a late banner pushes down.”',
    );
  });

  it('lists each layout shift with the node that moved most and its score', () => {
    const outcome = readLighthouseResult(banner);
    expect(outcome.metrics?.cls).toBeCloseTo(0.19, 2);
    expect(outcome.layoutShifts).toEqual([
      { node: 'body “body”', score: outcome.metrics?.cls, causes: [] },
    ]);
    expect(readLighthouseResult(login).layoutShifts).toEqual([]);
  });

  it('names the causes Lighthouse found for a shift', () => {
    // The shape of the `layout-shifts` audit's rows with root causes (Lighthouse 12).
    const details = {
      type: 'table',
      items: [
        {
          node: { type: 'node', selector: 'form > p', nodeLabel: 'Welcome gift' },
          score: 0.05,
          subItems: {
            type: 'subitems',
            items: [
              { extra: { type: 'url', value: 'http://x/font.woff2' }, cause: 'Web font loaded' },
              {
                extra: { type: 'node', selector: 'img.promo', nodeLabel: 'Promo' },
                cause: 'Media element lacking an explicit size',
              },
              { cause: 'Injected iframe' },
            ],
          },
        },
        { score: 0.01 },
      ],
    };
    expect(layoutShifts(details)).toEqual([
      {
        node: 'form > p “Welcome gift”',
        score: 0.05,
        causes: [
          'Web font loaded (http://x/font.woff2)',
          'Media element lacking an explicit size (img.promo “Promo”)',
          'Injected iframe',
        ],
      },
      { node: 'unknown node', score: 0.01, causes: [] },
    ]);
  });

  it('names the throttling as applied: the request latency when applied, the RTT when simulated', () => {
    expect(describeSettings(login.configSettings)).toBe(
      'mobile preset (412×823 px viewport, 1.75× pixel ratio), applied (devtools) throttling: ' +
        '562.5 ms added to every request, 1.44 Mbit/s down, 0.66 Mbit/s up, 4× CPU slowdown',
    );
    expect(describeSettings(banner.configSettings)).toBe(
      'mobile preset (412×823 px viewport, 1.75× pixel ratio), simulated throttling: ' +
        '150 ms RTT, 1.60 Mbit/s, 4× CPU slowdown',
    );
  });

  it('reports a runtime error instead of figures', () => {
    expect(readLighthouseResult({ ...login, runtimeError: { message: 'NO_FCP' } })).toEqual({
      error: 'NO_FCP',
    });
  });
});
