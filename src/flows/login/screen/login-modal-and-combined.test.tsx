import { screen, waitFor } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp } from '@/../test/harness';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  vi.mocked(leavePage).mockClear();
});

describe('login modal (display=modal)', () => {
  it('shows the login in a closable modal over the host page and logs in from it', async () => {
    const harness = await renderApp({ url: '/login?display=modal' });
    const modal = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Email',
      'Mobile',
      'QR code',
    ]);
    expect(document.querySelector('aside')).toBeNull();
    await harness.user.type(screen.getByRole('textbox', { name: /email/i }), 'demo@example.com');
    await harness.user.type(
      screen.getByLabelText(/^password/i, { selector: 'input' }),
      'Sandbox123',
    );
    await harness.user.click(screen.getByRole('button', { name: /^log in$/i }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'));
    expect(modal).toBeInTheDocument();
  });

  it('says its language where the login screen is not offered in the page’s (nl-NL shows en-NL)', async () => {
    await renderApp({ edition: 'nld', url: '/login?display=modal' });
    const modal = await screen.findByRole('dialog', { name: 'Welcome back' });
    // A portal leaves the screen's <div lang>: the dialog says en-NL itself.
    expect(modal.closest('[lang]')).toHaveAttribute('lang', 'en-NL');
  });

  it('ignores a stored QR choice in the modal', async () => {
    localStorage.setItem('login-tab', 'qr');
    await renderApp({ url: '/login?display=modal' });
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes to the host page, which opens it again', async () => {
    const harness = await renderApp({ url: '/login?display=modal' });
    await screen.findByRole('dialog', { name: 'Welcome back' });
    await harness.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Exchange' })).toBeInTheDocument();
    await harness.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });
});

describe('combined register/login page (layout=…)', () => {
  it.each(['old', 'new-brand', 'new-dark'] as const)(
    'switches to the register page keeping the query in the %s layout',
    async (layout) => {
      const harness = await renderApp({
        url: `/en/login?layout=${layout}&ref=ABC`,
        stubRoutes: { ':lang?/register': <p>Register page</p> },
      });
      const nav = screen.getByRole('navigation', { name: 'Log in or sign up' });
      expect(nav).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log in', current: 'page' })).toBeInTheDocument();
      expect(screen.queryByText("Don't have an account?")).toBeNull();
      const signUp = screen.getByRole('link', { name: 'Sign up' });
      expect(signUp).toHaveAttribute('href', `/en/register?layout=${layout}&ref=ABC`);
      await harness.user.click(signUp);
      expect(await screen.findByText('Register page')).toBeInTheDocument();
    },
  );

  it('draws the new-dark layout dark and without the promo panel', async () => {
    await renderApp({ url: '/login?layout=new-dark' });
    expect(document.querySelector('[data-layout="new-dark"]')).toHaveClass('dark');
    expect(document.querySelector('aside')).toBeNull();
  });
});
