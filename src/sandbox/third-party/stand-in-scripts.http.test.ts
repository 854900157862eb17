// @vitest-environment node
import { createSandboxState } from '../state/sandbox-state';
import { serveSandboxOverHttp } from '../test-support/sandbox-harness';
import { THIRD_PARTY_SCRIPT_FILES } from './script-failure';
import { thirdPartyStateOf } from './third-party-state';

// The stand-ins as the browser gets them: bundled on request by the sandbox's script server.
const state = createSandboxState();
const { origin } = serveSandboxOverHttp({ middleware: { state } });

const GLOBALS: Record<string, string> = {
  'google-gsi.js': 'google',
  'apple-auth.js': 'AppleID',
  'telegram-widget.js': 'Telegram',
};

describe('third-party stand-in scripts', () => {
  it.each(Object.keys(THIRD_PARTY_SCRIPT_FILES))(
    'serves %s as one classic script',
    async (file) => {
      const response = await fetch(`${origin()}/sandbox-scripts/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const code = await response.text();
      // Bundled: no module syntax left, and it installs the provider's global.
      expect(code).not.toMatch(/^\s*(import|export)\s/m);
      expect(code).toContain(GLOBALS[file]);
    },
  );

  it('answers 404 while a provider is set to script-fails, by control or by page parameter', async () => {
    thirdPartyStateOf(state).failureModes.set('apple', 'script-fails');
    const apple = await fetch(`${origin()}/sandbox-scripts/apple-auth.js`);
    expect(apple.status).toBe(404);
    expect(await apple.text()).toMatch(/apple is set to script-fails/);
    thirdPartyStateOf(state).failureModes.clear();

    const google = await fetch(`${origin()}/sandbox-scripts/google-gsi.js`, {
      headers: { referer: `${origin()}/login?sandbox_third_party=google:script-fails` },
    });
    expect(google.status).toBe(404);
    const telegram = await fetch(`${origin()}/sandbox-scripts/telegram-widget.js`, {
      headers: { referer: `${origin()}/login?sandbox_third_party=google:script-fails` },
    });
    expect(telegram.status).toBe(200);
  });
});
