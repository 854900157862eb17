import { readSceneConfig } from './captcha-config';
import {
  CAPTCHA_QUALITY_MAX,
  CAPTCHA_QUALITY_MIN,
  DEFAULT_CAPTCHA_QUALITY,
  captchaQualityProblem,
  readCaptchaQuality,
} from './captcha-quality';

describe('the captcha quality rule (1 to 100)', () => {
  it('has the bounds of the spec and the default image quality 80', () => {
    expect([CAPTCHA_QUALITY_MIN, CAPTCHA_QUALITY_MAX, DEFAULT_CAPTCHA_QUALITY]).toEqual([
      1, 100, 80,
    ]);
  });

  it.each([1, 50, 100])('accepts %s', (quality) => {
    expect(captchaQualityProblem(quality)).toBeUndefined();
  });

  it.each([0, 101, 50.5, -1, Number.NaN, '80', null])('refuses %s with the rule', (quality) => {
    expect(captchaQualityProblem(quality)).toMatch(/^must be a whole number from 1 to 100, not /);
  });

  it('names the refused value', () => {
    expect(captchaQualityProblem(101)).toBe('must be a whole number from 1 to 100, not 101');
    expect(captchaQualityProblem(50.5)).toBe('must be a whole number from 1 to 100, not 50.5');
    expect(captchaQualityProblem('80')).toBe('must be a whole number from 1 to 100, not "80"');
  });
});

describe('readCaptchaQuality', () => {
  it('keeps a value in range without a word', () => {
    const warn = vi.fn();
    expect(readCaptchaQuality(1, 'x', warn)).toBe(1);
    expect(readCaptchaQuality(100, 'x', warn)).toBe(100);
    expect(readCaptchaQuality(undefined, 'x', warn)).toBe(80);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to 80 for a value out of range or not whole, saying where and why', () => {
    const warn = vi.fn();
    expect(readCaptchaQuality(0, 'web_captcha_config 31000.quality', warn)).toBe(80);
    expect(readCaptchaQuality(101, 'web_captcha_config 31000.quality', warn)).toBe(80);
    expect(readCaptchaQuality(50.5, 'web_captcha_config 31000.quality', warn)).toBe(80);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[captcha] web_captcha_config 31000.quality must be a whole number from 1 to 100, not 0; using 80',
      '[captcha] web_captcha_config 31000.quality must be a whole number from 1 to 100, not 101; using 80',
      '[captcha] web_captcha_config 31000.quality must be a whole number from 1 to 100, not 50.5; using 80',
    ]);
  });
});

describe("readSceneConfig: a scene's quality", () => {
  const withQuality = (quality: unknown) =>
    JSON.stringify({ 31000: { useDowngrade: false, oldCapchaList: ['recaptcha'], quality } });

  afterEach(() => vi.restoreAllMocks());

  it.each([1, 50, 100])('reads %s', (quality) => {
    expect(readSceneConfig(withQuality(quality), 31000).quality).toBe(quality);
  });

  it.each([0, 101, 50.5])('uses the default for %s and keeps the rest of the scene', (quality) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readSceneConfig(withQuality(quality), 31000)).toEqual({
      completelyUseMagpieCatcha: true,
      useDowngrade: false,
      guidTailList: [],
      oldCapchaList: ['recaptcha'],
      quality: 80,
    });
    expect(warn).toHaveBeenCalledWith(
      `[captcha] web_captcha_config 31000.quality must be a whole number from 1 to 100, not ${quality}; using 80`,
    );
  });
});
