import { act, screen, waitFor } from '@testing-library/react';
import { resetSandbox, postSandboxControl } from '@/../test/sandbox-server';
import { renderApp } from '@/../test/harness';

/** The compliance answer the sandbox gives (docs/sandbox.md, "Compliance config"). */
const complianceAnswer = (body: Record<string, unknown>) => postSandboxControl('compliance', body);

/** Lets the page's config and IP-info calls settle (the block shows nothing until they have). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

beforeEach(() => {
  resetSandbox();
});

describe('register screen: what the site-compliance config hides', () => {
  it('shows the mobile tab, the referral field and third-party sign-up by default', async () => {
    await renderApp({ url: '/register' });
    expect(tabNames()).toEqual(['Email', 'Mobile']);
    expect(screen.getByRole('textbox', { name: /referral code/i })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /or sign up with/i })).toBeVisible();
  });

  it('hides the mobile tab, the referral field and third-party sign-up the config names', async () => {
    await complianceAnswer({ hideOptions: ['phone', 'referralCode', 'thirdParty'] });
    const { user } = await renderApp({ url: '/register' });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Mobile' })).toBeNull());
    expect(screen.queryByRole('textbox', { name: /referral code/i })).toBeNull();
    await settle();
    expect(screen.queryByRole('group', { name: /or sign up with/i })).toBeNull();
    // The form stays usable, and keeps what was typed.
    const email = screen.getByRole('textbox', { name: /email/i });
    await user.type(email, 'compliance@example.com');
    expect(email).toHaveValue('compliance@example.com');
  });

  it('hides only the referral field when that is all the config names', async () => {
    await complianceAnswer({ hideOptions: ['referralCode'] });
    await renderApp({ url: '/register' });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /referral code/i })).toBeNull(),
    );
    expect(tabNames()).toEqual(['Email', 'Mobile']);
    expect(await screen.findByRole('group', { name: /or sign up with/i })).toBeVisible();
  });
});
