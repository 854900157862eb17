// @vitest-environment node
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../scripts/lib/editions';
import { buildOrThrow, makeTempDir, readReport, removeDir } from './temp-build';

// The foundation promise: a tenth edition is one JSON file, no code change.
describe('adding an edition', { timeout: 180_000 }, () => {
  let editionsDir: string;
  let outRoot: string;

  beforeAll(() => {
    editionsDir = makeTempDir('editions');
    outRoot = makeTempDir('editions-out');
    const source = path.join(projectRoot, 'editions');
    for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
      copyFileSync(path.join(source, file), path.join(editionsDir, file));
    }
    const geo = JSON.parse(readFileSync(path.join(source, 'geo.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const zzz = {
      ...geo,
      id: 'zzz',
      siteCode: 'ZZZ',
      name: 'Throw-away test edition',
      hosts: {
        sandbox: ['zzz.localhost'],
        testnet: ['zzz.testnet.exchange.example'],
        production: ['zzz.exchange.example'],
      },
    };
    writeFileSync(path.join(editionsDir, 'zzz.json'), JSON.stringify(zzz, null, 2));
  });
  afterAll(() => {
    removeDir(editionsDir);
    removeDir(outRoot);
  });

  it('builds from only a manifest file, with its own pages and build report', async () => {
    const run = await buildOrThrow({ editions: ['zzz'], editionsDir, outRoot });
    expect(run.stdout).toContain('[1/1] zzz (sandbox) …');
    expect(existsSync(path.join(projectRoot, 'editions/zzz.json'))).toBe(false);

    const report = readReport(outRoot, 'zzz');
    expect(report).toMatchObject({ edition: 'zzz', environment: 'sandbox' });
    expect(report.pages.login!.js).toBeGreaterThan(0);
    expect(existsSync(path.join(outRoot, 'zzz/index.html'))).toBe(true);
    expect(readdirSync(path.join(outRoot, 'zzz/assets')).some((f) => f.endsWith('.js'))).toBe(true);
  }, 180_000);
});
