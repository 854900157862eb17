import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
});

const switchNav = () => screen.getByRole('navigation', { name: 'Log in or sign up' });
const registerEmail = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });

describe('the combined page from the register side (layout=…)', () => {
  it.each(['old', 'new-brand', 'new-dark'] as const)(
    'shows the switch with Sign up current in the %s layout, keeping the query',
    async (layout) => {
      await renderApp({ url: `/en/register?layout=${layout}&ref=SANDBOXREF` });
      expect(switchNav()).toBeVisible();
      expect(screen.getByRole('link', { name: 'Sign up', current: 'page' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `/en/login?layout=${layout}&ref=SANDBOXREF`,
      );
      // The switch is the way over to logging in: no second "Log in" link under the form.
      expect(screen.queryByText(/already have an account/i)).toBeNull();
      expect(document.querySelector('aside') !== null).toBe(layout === 'old');
    },
  );

  it('draws new-dark dark', async () => {
    await renderApp({ url: '/register?layout=new-dark' });
    expect(document.querySelector('[data-layout="new-dark"]')).toHaveClass('dark');
  });

  it('has no switch without layout', async () => {
    await renderApp({ url: '/register' });
    expect(screen.queryByRole('navigation', { name: 'Log in or sign up' })).toBeNull();
  });

  it('starts on the tab signUpType names', async () => {
    await renderApp({ url: '/register?layout=old&signUpType=phone' });
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to login and back, keeping the e-mail and password typed', async () => {
    const { user } = await renderApp({ url: '/register?layout=new-brand' });
    await user.type(registerEmail(), 'both-ways@example.com');
    await user.type(password(), 'Sandbox123');

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    const identifier = await screen.findByRole('textbox', { name: /email or phone number/i });
    await waitFor(() => expect(identifier).toHaveValue('both-ways@example.com'));
    expect(password()).toHaveValue('Sandbox123');
    expect(screen.getByRole('link', { name: 'Log in', current: 'page' })).toBeVisible();

    await user.clear(identifier);
    await user.type(identifier, 'changed@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(registerEmail()).toHaveValue('changed@example.com'));
    expect(password()).toHaveValue('Sandbox123');
    expect(screen.getByRole('link', { name: 'Sign up', current: 'page' })).toBeVisible();
  });

  it('carries a phone number typed on the login side to the sign-up mobile tab', async () => {
    const { user } = await renderApp({ url: '/login?layout=old' });
    const identifier = screen.getByRole('textbox', { name: /email or phone number/i });
    await user.type(identifier, '7700900123');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    const mobileTab = await screen.findByRole('tab', { name: 'Mobile' });
    expect(mobileTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /^phone number|^mobile/i })).toHaveValue(
      '7700900123',
    );
  });
});
