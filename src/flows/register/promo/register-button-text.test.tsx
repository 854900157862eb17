import { waitFor, within } from '@testing-library/react';
import { renderApp, type RenderedApp } from '../../../../test/harness';
import { signupPageConfigQueryOptions } from '@/api/endpoints/signup-page-config';
import { resetSandbox } from '../../../../test/sandbox-server';

/** Fresh fixtures with the register-button campaign on (docs/sandbox.md, "Campaign entries"). */
async function startRegisterButtonCampaign() {
  resetSandbox();
  const answer = await fetch(`${window.location.origin}/x-api/__sandbox/campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registerButton: true }),
  });
  expect(await answer.json()).toMatchObject({ ret_code: 0, result: { registerButton: true } });
}

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
    await startRegisterButtonCampaign();
    await renderApp({ url: '/register' });
    expect(
      await within(form()).findByRole('button', { name: 'Sign up' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('shows the German campaign text on a German page', async () => {
    await startRegisterButtonCampaign();
    await renderApp({ edition: 'eu', url: '/register', language: 'de-EU' });
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
    await startRegisterButtonCampaign();
    const failure = await fetch(`${window.location.origin}/x-api/__sandbox/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v3/config/banner', mode: 'http500' }),
    });
    expect(failure.ok).toBe(true);
    const harness = await renderApp({ url: '/register' });
    await bannerAnswered(harness, 'en');
    expectDefaultText();
    expect(harness.notify.toast).not.toHaveBeenCalled();
  });
});
