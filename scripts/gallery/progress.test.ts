// @vitest-environment node
import { createProgress, progressLine } from './progress';

describe('progressLine', () => {
  it('says how many, how long and how long is left', () => {
    expect(progressLine(312, 860, 250_000)).toBe(
      'gallery: 312/860 shots, 4 min 10 s, ~7 min 19 s left',
    );
    expect(progressLine(0, 860, 1_000)).toBe('gallery: 0/860 shots, 1 s');
    expect(progressLine(860, 860, 600_000, 2)).toBe('gallery: 860/860 shots, 10 min 0 s, 2 failed');
  });
});

describe('createProgress', () => {
  function stream(isTTY: boolean) {
    const written: string[] = [];
    return { isTTY, written, write: (text: string) => written.push(text) };
  }

  it('rewrites one line in place on a terminal', () => {
    const out = stream(true);
    let t = 0;
    const progress = createProgress({ total: 4, stream: out, now: () => t });
    progress.start();
    t = 2_000;
    progress.advance(2);
    progress.finish();
    expect(out.written).toEqual([
      '\r\x1b[2Kgallery: 0/4 shots, 0 s',
      '\r\x1b[2Kgallery: 2/4 shots, 2 s, ~2 s left',
      '\n',
    ]);
  });

  it('writes plain lines, not too often, when stderr is not a terminal', () => {
    const out = stream(false);
    let t = 0;
    const progress = createProgress({ total: 3, stream: out, now: () => t, everyMs: 10_000 });
    progress.start();
    t = 1_000;
    progress.advance(1);
    t = 12_000;
    progress.advance(1, 1);
    t = 13_000;
    progress.advance(1);
    progress.finish();
    expect(out.written).toEqual([
      'gallery: 0/3 shots, 0 s\n',
      'gallery: 2/3 shots, 12 s, ~6 s left, 1 failed\n',
      'gallery: 3/3 shots, 13 s, 1 failed\n',
    ]);
  });
});

describe('a stalled run', () => {
  it('names what each page is doing once nothing has been done for the stall time', () => {
    const written: string[] = [];
    let t = 0;
    const progress = createProgress({
      total: 4,
      stream: { isTTY: false, write: (text: string) => written.push(text) },
      now: () => t,
      everyMs: 10_000,
      stallMs: 30_000,
      doing: () => ['eu de-EU: shooting login-mobile'],
    });
    progress.start();
    t = 10_000;
    progress.advance(2);
    t = 35_000;
    progress.advance(0);
    expect(written.at(-1)).toBe('gallery: 2/4 shots, 35 s, ~35 s left\n');
    t = 45_000;
    progress.advance(0);
    expect(written.at(-1)).toBe(
      'gallery: 2/4 shots, 45 s, ~45 s left; nothing done for 35 s, pages at: eu de-EU: shooting login-mobile\n',
    );
    progress.finish();
  });
});
