import { screen, waitFor, within } from '@testing-library/react';
import { resetSandbox } from '../sandbox-server';
import { renderApp } from '../harness';

// jsdom cannot run the captcha providers' scripts (e2e/verification.spec.ts covers them in a
// browser): the harness's verification stand-in passes the captcha without fields, which the
// sandbox accepts.

const assign = vi.fn();

beforeEach(() => {
  resetSandbox();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
});

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  await user.clear(screen.getByRole('textbox', { name: /^email/i }));
  await user.type(screen.getByRole('textbox', { name: /^email/i }), email);
  const passwordField = screen.getByLabelText(/^password/i, { selector: 'input' });
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: /^log in$/i }));
}

describe('login slice (global edition, sandbox in-process)', () => {
  it('shows the manifest tabs and keeps what was typed when validation fails', async () => {
    const { user } = await renderApp({ url: '/login' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Email', 'Mobile', 'QR code']);

    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /^log in$/i }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('not-an-email');
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('logs the demo account in and goes to the dashboard', async () => {
    const { user, tokens } = await renderApp({ url: '/login' });
    await screen.findAllByRole('tab');
    await fillAndSubmit(user, 'demo@example.com', 'Sandbox123');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(tokens.get()).toMatch(/\S+/);
  });

  it('warns of the remaining attempts at 3 and 4 wrong passwords, then locks at the 5th', async () => {
    const { user } = await renderApp({ url: '/login' });
    await screen.findAllByRole('tab');
    // Toasts stay a few seconds, so earlier ones may still be on screen: count, don't assume one.
    for (let attempt = 1; attempt <= 2; attempt++) {
      await fillAndSubmit(user, 'demo@example.com', `Wrong${attempt}`);
      await waitFor(() =>
        expect(screen.getAllByText(/incorrect email, phone number or password/i)).toHaveLength(
          attempt,
        ),
      );
    }
    // 5 minus pass_err_count: 2 left after the 3rd wrong password, 1 after the 4th.
    await fillAndSubmit(user, 'demo@example.com', 'Wrong3');
    expect(await screen.findAllByText(/locked: 2\./)).not.toHaveLength(0);
    await fillAndSubmit(user, 'demo@example.com', 'Wrong4');
    expect(await screen.findAllByText(/locked: 1\./)).not.toHaveLength(0);
    await fillAndSubmit(user, 'demo@example.com', 'Wrong5');
    const dialog = await screen.findByRole('alertdialog', { name: /too many attempts/i });
    expect(within(dialog).getByRole('link', { name: /reset password/i })).toHaveAttribute(
      'href',
      '/app/user/retrieve',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
