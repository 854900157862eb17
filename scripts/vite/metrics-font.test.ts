// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advanceOf, advances, checksum, metricsFont, readCmap, readTables } from './metrics-font';
import { inRanges, packageSubsets } from './script-fonts-build';

const require = createRequire(import.meta.url);

/** The package's slice file that has `codePoint`. */
function sliceWith(pkg: string, codePoint: number): Buffer {
  const [name] = Object.entries(packageSubsets(pkg)).find(([, ranges]) =>
    inRanges(codePoint, ranges),
  )!;
  const dir = path.dirname(require.resolve(`@fontsource-variable/${pkg}/package.json`));
  return readFileSync(
    path.join(dir, 'files', `${pkg}-${name.replace(/^\[|\]$/g, '')}-wght-normal.woff2`),
  );
}

const cp = (text: string) => text.codePointAt(0)!;

describe('advances', () => {
  it('reads each character’s advance width from the web font', async () => {
    const han = await advances(sliceWith('noto-sans-hk', cp('電')), '電');
    expect(han.get(cp('電'))).toBe(1000);
    // Hangul syllables are narrower than an em in Noto Sans KR.
    for (const syllable of ['이', '메']) {
      const hangul = await advances(sliceWith('noto-sans-kr', cp(syllable)), syllable);
      expect(hangul.get(cp(syllable))).toBe(920);
    }
  });
});

describe('metricsFont', () => {
  const widths = new Map([
    [cp('、'), 1000],
    [cp('電'), 1000],
    [cp('郵'), 1000],
    [cp('이'), 920],
  ]);

  it('draws every character blank at its width, with the source’s line metrics', async () => {
    const source = sliceWith('noto-sans-hk', cp('電'));
    const { font, ranges } = await metricsFont(source, widths, 'Exchange Sans HK Metrics');
    const tables = readTables(font);
    const original = readTables(
      Buffer.from(
        await (
          await import('subset-font')
        ).default(source, '', {
          targetFormat: 'truetype',
          variationAxes: { wght: 400 },
        }),
      ),
    );
    // ascender, descender, line gap: the text's line boxes are the web font's.
    for (const at of [4, 6, 8]) {
      expect(tables.get('hhea')!.readInt16BE(at)).toBe(original.get('hhea')!.readInt16BE(at));
    }
    const glyphs = readCmap(tables.get('cmap')!);
    const advance = advanceOf(tables);
    for (const [c, width] of widths) expect(advance(glyphs.get(c)!)).toBe(width);
    // One glyph per width (and .notdef); neighbours of one width share a range.
    expect(tables.get('maxp')!.readUInt16BE(4)).toBe(3);
    expect(ranges).toEqual([
      { from: cp('、'), to: cp('電') },
      { from: cp('이'), to: cp('이') },
    ]);
    // Named as ours, not as the web font it was taken from.
    expect(Buffer.from(tables.get('name')!).swap16().toString('utf16le')).toContain(
      'Exchange Sans HK Metrics',
    );
    expect(tables.get('name')!.includes(Buffer.from('Noto', 'latin1'))).toBe(false);
    // A well-formed table directory: the whole font sums to the OpenType magic number.
    expect(checksum(font)).toBe(0xb1b0afba);
  });

  it('is small enough to inline in the page', async () => {
    const { font } = await metricsFont(
      sliceWith('noto-sans-hk', cp('電')),
      widths,
      'Exchange Sans HK Metrics',
    );
    expect(font.length).toBeLessThan(1_500);
  });
});
