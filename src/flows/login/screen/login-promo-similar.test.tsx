import { screen, waitFor, within } from '@testing-library/react';
import { resetSandbox, postSandboxControl } from '@/../test/sandbox-server';
import { renderApp } from '@/../test/harness';

/** The config switches of the sandbox (docs/sandbox.md, "Config switches"). */
const configSwitches = (body: Record<string, unknown>) => postSandboxControl('config', body);

/**
 * The promo column (the page layout's `aside`): shown from a wide viewport up, so jsdom (no media
 * queries) keeps it hidden and the role queries inside it say `hidden: true`.
 */
const promoPanel = async () => {
  await waitFor(() => expect(document.querySelector('aside')).not.toBeNull());
  return document.querySelector('aside') as HTMLElement;
};

beforeEach(() => {
  resetSandbox();
});

describe('login promo panel: web_login_signup_display_similar', () => {
  it("shows the login campaign in the login panel's layout when it is false", async () => {
    await renderApp();
    const panel = await promoPanel();
    expect(
      await within(panel).findByText('Buy crypto in seconds with Express'),
    ).toBeInTheDocument();
    expect(panel.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/x-api\/__sandbox\/assets\/login-promo\.svg\?w=304&/),
    );
    expect(within(panel).queryByText('Sign up and claim your welcome gift')).toBeNull();
  });

  it("shows the sign-up page's promo, in the sign-up panel's layout, when it is true", async () => {
    await configSwitches({ loginPromoSimilar: true });
    await renderApp();
    const panel = await promoPanel();
    const heading = await within(panel).findByRole(
      'heading',
      { name: 'Sign up and claim your welcome gift', hidden: true },
      { timeout: 5_000 },
    );
    expect(heading).toBeInTheDocument();
    expect(within(panel).getByText('Rewards for new users, limited time')).toBeInTheDocument();
    // The sign-up panel's image: a 304x280 link with {lang} replaced, named by the title.
    const image = within(panel).getByRole('img', {
      name: 'Sign up and claim your welcome gift',
      hidden: true,
    });
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/x-api\/__sandbox\/assets\/signup-promo\.svg\?w=304&/),
    );
    expect(image).toHaveAttribute('width', '304');
    expect(image).toHaveAttribute('height', '280');
    expect(
      within(panel).getByRole('link', {
        name: 'Sign up and claim your welcome gift',
        hidden: true,
      }),
    ).toHaveAttribute('href', '/en/fiat/trade/express/home');
    expect(within(panel).queryByText('Buy crypto in seconds with Express')).toBeNull();
    // The form never waited for the panel.
    expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled();
  });
});
