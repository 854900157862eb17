/**
 * Metrics fonts (docs/performance.md, "Fonts per script", "Nothing moves when the letters
 * arrive"). A metrics font has one blank glyph per advance width of a web font, mapped from the
 * same characters, and the web font's line metrics (ascent, descent, line gap). Inlined in the
 * fonts CSS as a `data:` URL and named in the stack right after our family, it lays text out as
 * the web font will while the web font downloads (the text is invisible then: `font-display:
 * block`), so nothing moves when the letters arrive. Exact for scripts laid out letter by
 * letter (Han, kana, Hangul, Thai); close for Devanagari, where conjuncts change the widths a
 * little once shaped.
 *
 * Fonts are read and written here at the level of the OpenType table directory; the glyph
 * outlines and metrics come from hb-subset (subset-font), instanced at the regular weight.
 */
import subsetFont from 'subset-font';

type Tables = Map<string, Buffer>;

export function readTables(font: Buffer): Tables {
  const tables: Tables = new Map();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    tables.set(
      font.toString('latin1', at, at + 4),
      font.subarray(offset, offset + font.readUInt32BE(at + 12)),
    );
  }
  return tables;
}

export function checksum(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const word = Buffer.alloc(4);
    data.copy(word, 0, i, Math.min(i + 4, data.length));
    sum = (sum + word.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

const pad4 = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

function writeFont(tables: Tables): Buffer {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + tags.length * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE((tags.length - power) * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let headOffset = 0;
  tags.forEach((tag, i) => {
    const data = Buffer.from(tables.get(tag)!);
    if (tag === 'head') {
      data.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    const at = 12 + i * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    bodies.push(pad4(data));
    offset += bodies.at(-1)!.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** Code point → glyph id, from the font's format 4, 12 or 13 `cmap` subtables. */
export function readCmap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) =>
    cmap.readUInt32BE(4 + i * 8 + 4),
  );
  for (const at of subtables) {
    const format = cmap.readUInt16BE(at);
    if (format === 12 || format === 13) {
      for (let g = 0; g < cmap.readUInt32BE(at + 12); g++) {
        const group = at + 16 + g * 12;
        const [start, end, glyph] = [0, 4, 8].map((o) => cmap.readUInt32BE(group + o)) as [
          number,
          number,
          number,
        ];
        for (let c = start; c <= end; c++) map.set(c, format === 12 ? glyph + c - start : glyph);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
          }
          if (glyph !== 0) map.set(c, glyph);
        }
      }
    }
  }
  return map;
}

/** Glyph id → advance width, from `hhea` and `hmtx`. */
export function advanceOf(tables: Tables): (glyph: number) => number {
  const hMetrics = tables.get('hhea')!.readUInt16BE(34);
  const hmtx = tables.get('hmtx')!;
  return (glyph) => hmtx.readUInt16BE(Math.min(glyph, hMetrics - 1) * 4);
}

/** The advance width of each of `text`'s characters in `source`, at the regular weight. */
export async function advances(source: Buffer, text: string): Promise<Map<number, number>> {
  const cut = await subsetFont(source, text, {
    targetFormat: 'truetype',
    variationAxes: { wght: 400 },
  });
  const tables = readTables(Buffer.from(cut));
  const advance = advanceOf(tables);
  const glyphs = readCmap(tables.get('cmap')!);
  return new Map([...glyphs].map(([c, glyph]) => [c, advance(glyph)]));
}

/** A `cmap` with one format 13 subtable: each group's code points to one glyph. */
function manyToOneCmap(groups: readonly { from: number; to: number; glyph: number }[]): Buffer {
  const body = Buffer.alloc(16 + groups.length * 12);
  body.writeUInt16BE(13, 0);
  body.writeUInt32BE(body.length, 4);
  body.writeUInt32BE(groups.length, 12);
  groups.forEach((group, i) => {
    body.writeUInt32BE(group.from, 16 + i * 12);
    body.writeUInt32BE(group.to, 20 + i * 12);
    body.writeUInt32BE(group.glyph, 24 + i * 12);
  });
  const head = Buffer.alloc(12);
  head.writeUInt16BE(1, 2);
  head.writeUInt16BE(3, 4);
  head.writeUInt16BE(10, 6);
  head.writeUInt32BE(12, 8);
  return Buffer.concat([head, body]);
}

/**
 * A `name` table naming the font `family` (Windows, English): a font named like its source
 * would pass for it in the browser's tools and in tests that ask which font drew a letter.
 */
function nameTable(family: string): Buffer {
  const strings: [number, string][] = [
    [1, family],
    [2, 'Regular'],
    [4, family],
    [6, family.replace(/[^A-Za-z0-9]/g, '')],
  ];
  const encoded = strings.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const header = Buffer.alloc(6 + strings.length * 12);
  header.writeUInt16BE(strings.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  strings.forEach(([id], i) => {
    const at = 6 + i * 12;
    header.writeUInt16BE(3, at);
    header.writeUInt16BE(1, at + 2);
    header.writeUInt16BE(0x409, at + 4);
    header.writeUInt16BE(id, at + 6);
    header.writeUInt16BE(encoded[i]!.length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += encoded[i]!.length;
  });
  return Buffer.concat([header, ...encoded]);
}

/**
 * The metrics font of `source` (a web font, for its line metrics and its `.notdef`) for the
 * characters of `widths`, each drawn blank at its advance width, and the ranges it covers, for
 * its `unicode-range`. Neighbouring characters of one width share a range, the code points
 * between them included: a few ranges instead of one per character keep the font and its
 * `@font-face` small (about 1 KB gzip for a Chinese page), and a character between them that no
 * font on the machine has is laid out blank instead of as a box.
 */
export async function metricsFont(
  source: Buffer,
  widths: ReadonlyMap<number, number>,
  family: string,
): Promise<{ font: Buffer; ranges: readonly { from: number; to: number }[] }> {
  const cut = await subsetFont(source, '', {
    targetFormat: 'truetype',
    variationAxes: { wght: 400 },
  });
  const base = readTables(Buffer.from(cut));
  const notdefAdvance = advanceOf(base)(0);
  const distinct = [...new Set(widths.values())].sort((a, b) => a - b);
  const glyphOf = new Map(distinct.map((width, i) => [width, i + 1]));
  const groups: { from: number; to: number; glyph: number }[] = [];
  for (const c of [...widths.keys()].sort((a, b) => a - b)) {
    const glyph = glyphOf.get(widths.get(c)!)!;
    const last = groups.at(-1);
    if (last && last.glyph === glyph) last.to = c;
    else groups.push({ from: c, to: c, glyph });
  }
  const numGlyphs = distinct.length + 1;

  const head = Buffer.from(base.get('head')!);
  const longLoca = head.readInt16BE(50) === 1;
  // Every glyph is empty but the `.notdef`: one contour of one point, drawing nothing (a font
  // whose `glyf` table is empty is refused by browsers' font sanitiser).
  const glyf = Buffer.from([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x31, 0]);
  const loca = Buffer.alloc((numGlyphs + 1) * (longLoca ? 4 : 2));
  for (let g = 1; g <= numGlyphs; g++) {
    if (longLoca) loca.writeUInt32BE(glyf.length, g * 4);
    else loca.writeUInt16BE(glyf.length / 2, g * 2);
  }
  const hmtx = Buffer.alloc(numGlyphs * 4);
  [notdefAdvance, ...distinct].forEach((width, g) => hmtx.writeUInt16BE(width, g * 4));
  const hhea = Buffer.from(base.get('hhea')!);
  hhea.writeUInt16BE(Math.max(notdefAdvance, ...distinct), 10);
  hhea.writeUInt16BE(numGlyphs, 34);
  const maxp = Buffer.from(base.get('maxp')!);
  maxp.writeUInt16BE(numGlyphs, 4);
  const post = Buffer.from(base.get('post')!.subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  const tables: Tables = new Map([
    ['head', head],
    ['hhea', hhea],
    ['maxp', maxp],
    ['OS/2', base.get('OS/2')!],
    ['hmtx', hmtx],
    ['cmap', manyToOneCmap(groups)],
    ['loca', loca],
    ['glyf', glyf],
    ['name', nameTable(family)],
    ['post', post],
  ]);
  return { font: writeFont(tables), ranges: groups.map(({ from, to }) => ({ from, to })) };
}
