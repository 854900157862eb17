// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { metricsFaceRule, metricsFaceScript, takeMetricsFace } from './metrics-face';

const face = {
  family: 'Exchange Sans HK Metrics',
  font: 'AAEAAA+/AA==',
  unicodeRange: 'U+3001-FF1F',
};

describe('metrics face', () => {
  it('is taken back out of the fonts CSS it was written into, the rest kept', () => {
    const css = `:root:lang(zh-HK){--x:1}\n${metricsFaceRule(face)}\n@font-face{font-family:"Exchange Sans HK";src:local("PingFang HK")}\n`;
    const taken = takeMetricsFace(css);
    expect(taken.face).toEqual(face);
    expect(taken.css).toBe(
      ':root:lang(zh-HK){--x:1}\n@font-face{font-family:"Exchange Sans HK";src:local("PingFang HK")}\n',
    );
  });

  it('leaves a fonts CSS without one as it is', () => {
    const css = '@font-face{font-family:"Exchange Sans Arabic";src:local("Tahoma")}\n';
    expect(takeMetricsFace(css)).toEqual({ css });
  });

  it('writes a script that adds the font from its bytes, with the same descriptors', () => {
    const added: { family: string; bytes: Uint8Array; options: unknown }[] = [];
    class FakeFontFace {
      constructor(family: string, bytes: Uint8Array, options: unknown) {
        added.push({ family, bytes, options });
      }
    }
    const run = new Function('document', 'FontFace', 'atob', metricsFaceScript(face));
    run({ fonts: { add: () => undefined } }, FakeFontFace, atob);
    expect(added).toHaveLength(1);
    expect(added[0]!.family).toBe('Exchange Sans HK Metrics');
    expect([...added[0]!.bytes]).toEqual([...Buffer.from(face.font, 'base64')]);
    expect(added[0]!.options).toEqual({
      weight: '100 900',
      display: 'block',
      unicodeRange: 'U+3001-FF1F',
    });
  });

  it('the script never throws where FontFace is missing', () => {
    const run = new Function('document', 'atob', metricsFaceScript(face));
    expect(() => run({}, atob)).not.toThrow();
  });
});
