import { waitFor, within } from '@testing-library/react';
import { renderApp, type RenderedApp } from '../../../../test/harness';
import { signupPageConfigQueryOptions } from '@/api/endpoints/signup-page-config';
import type { SandboxState } from '@/sandbox';
import { campaignSwitchesOf } from '@/sandbox/config/campaign-switches';

const registerButtonCampaign = {
  setUp: (state: SandboxState) => {
    campaignSwitchesOf(state).registerButton = true;
  },
};

const form = () => document.querySelector('form') as HTMLFormElement;
/** The translated default, and not the campaign's text. */
function expectDefaultText() {
  expect(within(form()).getByRole('button', { name: 'Create account' })).toBeVisible();
  expect(within(form()).queryByRole('button', { name: 'Sign up' })).toBeNull();
}

/** Waits for the page's banner call (promo and button text) to have ended. */
async function bannerAnswered(harness: RenderedApp, language: string) {
  const { queryKey } = signupPageConfigQueryOptions(harness.client, language);
  await waitFor(() => expect(harness.queryClient.getQueryState(queryKey)?.status).toBe('success'), {
    timeout: 5000,
  });
}

describe('the register button text (web_signuppage_regist_button_text)', () => {
  it("shows the campaign's text in the page language", async () => {
    await renderApp({ url: '/register', sandbox: registerButtonCampaign });
    expect(
      await within(form()).findByRole('button', { name: 'Sign up' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('shows the German campaign text on a German page', async () => {
    await renderApp({
      edition: 'eu',
      url: '/register',
      language: 'de-EU',
      sandbox: registerButtonCampaign,
    });
    expect(
      await within(form()).findByRole('button', { name: 'Registrieren' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('keeps the translated default without a campaign text', async () => {
    const harness = await renderApp({ url: '/register', sandbox: {} });
    await bannerAnswered(harness, 'en');
    expectDefaultText();
  });

  it('keeps the translated default, silently, when the banner call fails', async () => {
    const harness = await renderApp({
      url: '/register',
      sandbox: {
        ...registerButtonCampaign,
        fail: [{ path: '/v3/config/banner', mode: 'http500' }],
      },
    });
    await bannerAnswered(harness, 'en');
    expectDefaultText();
    expect(harness.notify.toast).not.toHaveBeenCalled();
  });
});
