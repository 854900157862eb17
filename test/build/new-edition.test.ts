// @vitest-environment node
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEditions } from '../../scripts/build-editions';
import type { BuildReport } from '../../scripts/lib/bundle-report';
import { projectRoot } from '../../scripts/lib/editions';
import { makeTempDir, removeDir } from './temp-build';

// The foundation promise: a tenth edition is one JSON file, no code change.
describe('adding an edition', { timeout: 90_000 }, () => {
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

  it('builds from only a manifest file, with its own page and build report', async () => {
    const [report] = await buildEditions({
      editions: ['zzz'],
      environment: 'sandbox',
      editionsDir,
      outRoot,
      log: () => {},
    });
    expect(existsSync(path.join(projectRoot, 'editions/zzz.json'))).toBe(false);
    expect(report).toMatchObject({ edition: 'zzz', environment: 'sandbox' });
    expect(report!.pages.login!.js).toBeGreaterThan(0);

    const html = readFileSync(path.join(outRoot, 'zzz/index.html'), 'utf8');
    expect(html).toContain('<title>Throw-away test edition</title>');
    const written = JSON.parse(
      readFileSync(path.join(outRoot, 'zzz/build-report.json'), 'utf8'),
    ) as BuildReport;
    expect(written.edition).toBe('zzz');
  }, 90_000);
});
