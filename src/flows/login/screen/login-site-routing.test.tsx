import { screen, waitFor, within } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp, type RenderedApp } from '@/../test/harness';
import { RESIDENCE_SHOWN_AT_KEY } from '@/sign-in/after-sign-in/after-sign-in-steps';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

async function logIn(harness: RenderedApp, email: string) {
  await harness.user.type(screen.getByRole('textbox', { name: /email/i }), email);
  await harness.user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  await harness.user.click(screen.getByRole('button', { name: /^log in$/i }));
}

const origin = `${window.location.protocol}//nld.localhost:${window.location.port}/`;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(leavePage).mockClear();
});

describe('site jump', () => {
  it('offers a Netherlands account on the global site the NLD site, which it may decline', async () => {
    resetSandbox();
    const harness = await renderApp();
    await logIn(harness, 'nl-resident@example.com');
    const wall = await screen.findByRole('alertdialog', {
      name: 'Continue on the Netherlands site',
    });
    expect(wall).toHaveTextContent(`Address: ${origin}`);
    await harness.user.click(screen.getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
  });

  it('takes the visitor to the NLD site and ends the session here', async () => {
    resetSandbox();
    const harness = await renderApp();
    await logIn(harness, 'nl-resident@example.com');
    await harness.user.click(
      await screen.findByRole('button', { name: 'Go to the Netherlands site' }),
    );
    expect(leavePage).toHaveBeenCalledWith(origin);
    expect(harness.tokens.get()).toBeNull();
  });

  it('forces any other account on the Netherlands edition to the global site', async () => {
    resetSandbox();
    const harness = await renderApp({ edition: 'nld', language: 'en-NL' });
    await logIn(harness, 'demo@example.com');
    const wall = await screen.findByRole('alertdialog', { name: 'Continue on the global site' });
    expect(wall).toHaveTextContent('only serves accounts registered with it');
    expect(screen.queryByRole('button', { name: 'Stay here' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('offers no jump in demo mode', async () => {
    resetSandbox();
    const demo = await renderApp({ url: '/login?demoAccount=true' });
    await logIn(demo, 'nl-resident@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('residence confirmation', () => {
  it('asks an EEA visitor on the global site, and not again within 24 h', async () => {
    const first = await renderApp({
      sandbox: { visitor: { country: 'DE' } },
      catalogueDialog: () => 'cancel',
    });
    await logIn(first, 'demo@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(first.catalogue).toContainEqual({
      name: 'residenceConfirm',
      data: expect.objectContaining({ code: 'mainSiteEuResidenceConfirm', confirmEdition: 'eu' }),
    });
    expect(Number(localStorage.getItem(RESIDENCE_SHOWN_AT_KEY))).toBeGreaterThan(0);
    first.unmount();

    const second = await renderApp();
    await logIn(second, 'demo@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(2));
    expect(second.catalogue).toEqual([]);
  });

  it('stops when the visitor confirms (the dialog links to the other site itself)', async () => {
    const harness = await renderApp({
      sandbox: { visitor: { country: 'FR' } },
      catalogueDialog: () => 'confirm',
    });
    await logIn(harness, 'demo@example.com');
    await waitFor(() => expect(harness.catalogue.map((c) => c.name)).toEqual(['residenceConfirm']));
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('visitor restrictions', () => {
  it('opens the IP-restricted dialog on arrival for a visitor with is_visible 0', async () => {
    const harness = await renderApp({ sandbox: { visitor: { country: 'GB', isVisible: 0 } } });
    await waitFor(() =>
      expect(harness.catalogue).toEqual([
        {
          name: 'ipBan',
          data: expect.objectContaining({ result: { ip: '203.0.113.7', country: 'GB' } }),
        },
      ]),
    );
  });

  it("opens the country's own restriction dialog for a restricted country instead", async () => {
    const harness = await renderApp({ sandbox: { visitor: { country: 'US' } } });
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: "Our services aren't available in United States" },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent("We aren't licensed to offer our services in United States");
    expect(dialog).toHaveTextContent('203.0.113.7');
    expect(harness.catalogue).toEqual([]);
    await harness.user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('names Ontario for a visitor the IP info places in CA-ON', async () => {
    await renderApp({ sandbox: { visitor: { country: 'Ontario' } } });
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: "Our services aren't available in Canada (Ontario)" },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('The securities regulator in Canada (Ontario)');
  });

  it('shows the login-limited notice for a visitor with is_login 0', async () => {
    await renderApp({ sandbox: { visitor: { country: 'GB', isLogin: 0 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging in is limited');
  });
});
