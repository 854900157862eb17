// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatProblem, type ManifestProblem } from '../../scripts/lib/editions';
import { problemsFor, realManifest, themeNames } from './manifest-fixtures';

function only(problems: readonly ManifestProblem[]): ManifestProblem {
  expect(problems).toHaveLength(1);
  return problems[0] as ManifestProblem;
}

describe('a manifest with a mistake', () => {
  it('names an unknown feature id and lists the known ones', async () => {
    const tur = await realManifest('tur');
    tur.features['turkey-brige'] = { mainEdition: 'global' };
    const problem = only(await problemsFor({ tur }));
    expect(problem).toMatchObject({
      file: expect.stringMatching(/tur\.json$/),
      path: 'features.turkey-brige',
      rule: '"turkey-brige" is not a known feature',
      allowed: ['eu-news-opt-in', 'turkey-bridge', 'turkey-bridge-login'],
    });
  });

  it('names the feature whose config is wrong', async () => {
    const tur = await realManifest('tur');
    tur.features['turkey-bridge'] = { mainEdition: 3 };
    expect(only(await problemsFor({ tur }))).toMatchObject({
      path: 'features.turkey-bridge.mainEdition',
      rule: 'in the config of the "turkey-bridge" feature: must be text in quotes, found 3',
    });
  });

  it('names an unknown language code', async () => {
    const idn = await realManifest('idn');
    idn.languages.available = ['id', 'xx-YY'];
    const problem = only(await problemsFor({ idn }));
    expect(problem.path).toBe('languages.available.1');
    expect(problem.rule).toBe('"xx-YY" is not a known language code');
    expect(problem.allowed).toEqual(expect.arrayContaining(['id', 'en', 'tr-TUR']));
  });

  it('says the default language is not in the list, in the words an editor reads', async () => {
    const tur = await realManifest('tur');
    tur.languages.default = 'de-EU';
    const problem = only(await problemsFor({ tur }));
    expect(problem).toMatchObject({ path: 'languages.default', allowed: ['tr-TUR', 'en-TR'] });
    expect(formatProblem(problem)).toMatch(
      /tur\.json › languages\.default: "de-EU" is not one of this edition's available languages \(allowed: tr-TUR, en-TR\)$/,
    );
  });

  it('refuses an empty tab list', async () => {
    const geo = await realManifest('geo');
    geo.login.tabs = [];
    expect(only(await problemsFor({ geo }))).toMatchObject({
      path: 'login.tabs',
      rule: 'must list at least one login tab',
    });
  });

  it('lists the allowed tabs for an unknown one', async () => {
    const geo = await realManifest('geo');
    geo.register.tabs = ['email', 'qr'];
    expect(only(await problemsFor({ geo }))).toMatchObject({
      path: 'register.tabs.1',
      rule: '"qr" is not a register tab',
      allowed: ['email', 'mobile'],
    });
  });

  it('names a host that two editions list in the same environment, with both files', async () => {
    const geo = await realManifest('geo');
    const idn = await realManifest('idn');
    idn.hosts.sandbox = ['idn.localhost', 'geo.localhost'];
    const problem = only(await problemsFor({ geo, idn }));
    expect(problem.file).toMatch(/idn\.json$/);
    expect(problem.path).toBe('hosts.sandbox');
    expect(problem.rule).toMatch(/^duplicate host: "geo\.localhost" is also listed by .*geo\.json/);
  });

  it('allows the same host name in different environments of different editions', async () => {
    const geo = await realManifest('geo');
    const idn = await realManifest('idn');
    idn.hosts.testnet = ['geo.localhost'];
    expect(await problemsFor({ geo, idn })).toEqual([]);
  });

  it('names a theme that has no file and lists the existing themes', async () => {
    const are = await realManifest('are');
    are.theme = 'desert';
    expect(only(await problemsFor({ are }))).toMatchObject({
      path: 'theme',
      rule: expect.stringContaining('there is no theme "desert"'),
      allowed: [...themeNames],
    });
  });

  it('names a registration redirect to an edition that does not exist', async () => {
    const nld = await realManifest('nld');
    const eu = await realManifest('eu');
    nld.register.redirectTo.edition = 'europe';
    expect(only(await problemsFor({ nld, eu }))).toMatchObject({
      file: expect.stringMatching(/nld\.json$/),
      path: 'register.redirectTo.edition',
      rule: 'there is no edition "europe"',
      allowed: ['eu'],
    });
  });

  it("names a redirect language the target edition does not offer, with the target's list", async () => {
    const nld = await realManifest('nld');
    const eu = await realManifest('eu');
    nld.register.redirectTo.localeMap['en-NL'] = 'en';
    const problem = only(await problemsFor({ nld, eu }));
    expect(problem.path).toBe('register.redirectTo.localeMap.en-NL');
    expect(problem.allowed).toEqual(eu.languages.available);
  });

  it("names a redirect language that is not one of this edition's", async () => {
    const nld = await realManifest('nld');
    const eu = await realManifest('eu');
    nld.register.redirectTo.localeMap['de-EU'] = 'de-EU';
    expect(only(await problemsFor({ nld, eu }))).toMatchObject({
      path: 'register.redirectTo.localeMap.de-EU',
      allowed: ['nl-NL', 'en-NL'],
    });
  });

  it('names a site code that two editions carry, with both files', async () => {
    const geo = await realManifest('geo');
    const idn = await realManifest('idn');
    idn.siteCode = 'GEO';
    const problem = only(await problemsFor({ geo, idn }));
    expect(problem.file).toMatch(/idn\.json$/);
    expect(problem.path).toBe('siteCode');
    expect(problem.rule).toMatch(
      /^duplicate site code: "GEO" is also the site code of .*geo\.json/,
    );
  });

  it('allows one home site only', async () => {
    const global = await realManifest('global');
    const kaz = await realManifest('kaz');
    kaz.siteJump.accounts = 'home';
    expect(only(await problemsFor({ global, kaz }))).toMatchObject({
      file: expect.stringMatching(/kaz\.json$/),
      path: 'siteJump.accounts',
      rule: expect.stringMatching(/global\.json is already the home site/),
      allowed: ['own-kyc-country', 'shares-home'],
    });
  });

  it('keeps "never" and "forced" to sites with accounts of their own, and never both', async () => {
    const geo = await realManifest('geo');
    geo.siteJump.forced = true;
    expect(only(await problemsFor({ geo }))).toMatchObject({
      path: 'siteJump.forced',
      rule: '"forced" applies only to a site with "accounts": "own-kyc-country"',
    });
    const hkg = await realManifest('hkg');
    hkg.siteJump.forced = true;
    expect(only(await problemsFor({ hkg }))).toMatchObject({
      path: 'siteJump.forced',
      rule: 'a site cannot both never take part in a jump and force one',
    });
  });

  it('lists the site-jump roles for an unknown one', async () => {
    const kaz = await realManifest('kaz');
    kaz.siteJump.accounts = 'regional';
    expect(only(await problemsFor({ kaz }))).toMatchObject({
      path: 'siteJump.accounts',
      allowed: ['home', 'own-kyc-country', 'shares-home'],
    });
  });

  it('wants the id to equal the file name', async () => {
    const kaz = await realManifest('kaz');
    expect(only(await problemsFor({ kazakhstan: kaz }))).toMatchObject({
      file: expect.stringMatching(/kazakhstan\.json$/),
      path: 'id',
    });
  });

  it('keeps regional editions on recaptcha only', async () => {
    const hkg = await realManifest('hkg');
    hkg.captcha.scenes.register.oldCaptchaList = ['geecaptcha', 'recaptcha'];
    expect(only(await problemsFor({ hkg }))).toMatchObject({
      path: 'captcha.scenes.register.oldCaptchaList',
      rule: 'a regional edition uses recaptcha only',
      allowed: ['recaptcha'],
    });
  });

  it('names a misspelt field and lists the fields allowed there', async () => {
    const geo = await realManifest('geo');
    geo.login.subaccountLink = false;
    const problem = only(await problemsFor({ geo }));
    expect(problem).toMatchObject({
      path: 'login.subaccountLink',
      rule: '"subaccountLink" is not a known field here (check the spelling)',
    });
    expect(problem.allowed).toContain('subAccountLink');
  });

  it('says which required field is missing', async () => {
    const geo = await realManifest('geo');
    delete geo.downloadsAllowed;
    expect(only(await problemsFor({ geo }))).toMatchObject({
      path: 'downloadsAllowed',
      rule: 'is missing (this field is required)',
    });
  });

  it('reports a file that is not JSON', async () => {
    expect(only(await problemsFor({ broken: '{ "id": ' }))).toMatchObject({
      path: '',
      rule: expect.stringMatching(/^is not valid JSON/),
    });
  });
});
