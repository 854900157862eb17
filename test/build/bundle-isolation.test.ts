// @vitest-environment node
import path from 'node:path';
import { sandboxRsaPrivateKey } from '../../src/sandbox/rsa-private-key';
import { buildOrThrow, emittedJavaScript, makeTempDir, removeDir } from './temp-build';

/** A whole base64 line of the sandbox's private key (a bundle would keep the lines). */
const privateKeyLine = sandboxRsaPrivateKey.split('\n')[3]!;

/**
 * An edition-only feature's code ships in the editions whose manifests enable it and nowhere else.
 * The markers are strings minifiers keep: the Turkey page's bind by quick token (turkey-bridge,
 * enabled on tur), the main site's popup asking for a quick token (turkey-bridge-login, enabled on
 * global and eu: the popup page is served where that feature is) and the EU opt-in's form field
 * (its request field, `euSubscription`, is also a spec-named detail of the shared registration
 * events: docs/requests-and-errors.md, "Tracking").
 */
const markers = {
  'turkey-bridge': '/user/public/tr/quick_token/bind',
  'turkey-bridge-login': '/user/tr/quick_token/create',
  'eu-news-opt-in': 'euNewsOptIn',
};

describe('edition feature isolation', { timeout: 180_000 }, () => {
  let outRoot: string;
  const js: Record<string, string> = {};

  beforeAll(async () => {
    outRoot = makeTempDir('isolation');
    await buildOrThrow({ editions: ['tur', 'eu', 'global'], outRoot });
    for (const id of ['tur', 'eu', 'global']) js[id] = emittedJavaScript(path.join(outRoot, id));
  }, 180_000);
  afterAll(() => removeDir(outRoot));

  // Booleans, not toContain: a failure must not print megabytes of minified code.
  const ships = (edition: string, marker: string) => js[edition]!.includes(marker);

  it("ships the Turkey bridge's button in the Turkey edition only", () => {
    expect(ships('tur', markers['turkey-bridge']), 'tur ships the bridge').toBe(true);
    expect(ships('eu', markers['turkey-bridge']), 'eu ships the bridge').toBe(false);
    expect(ships('global', markers['turkey-bridge']), 'global ships the bridge').toBe(false);
  });

  it("ships the Turkey bridge's popup page where turkey-bridge-login is enabled (global, eu)", () => {
    expect(ships('global', markers['turkey-bridge-login']), 'global ships the popup').toBe(true);
    expect(ships('eu', markers['turkey-bridge-login']), 'eu ships the popup').toBe(true);
    expect(ships('tur', markers['turkey-bridge-login']), 'tur ships the popup').toBe(false);
  });

  it("never ships the sandbox's private key, even in a sandbox build", () => {
    for (const id of ['tur', 'eu', 'global']) {
      expect(js[id]!.includes(privateKeyLine), `${id} ships the sandbox's key`).toBe(false);
    }
  });

  it('ships the EU news opt-in in the EU edition only', () => {
    expect(ships('eu', markers['eu-news-opt-in']), 'eu ships the opt-in').toBe(true);
    expect(ships('tur', markers['eu-news-opt-in']), 'tur ships the opt-in').toBe(false);
    expect(ships('global', markers['eu-news-opt-in']), 'global ships the opt-in').toBe(false);
  });
});
