import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { recordedRegistrationCalls } from '../test-support/registration-records';

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
});

const emailBox = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const phoneBox = () => screen.getByRole('textbox', { name: /^phone number/i });
const passwordBox = () => screen.getByLabelText(/^password/i, { selector: 'input' });

describe('e-mail field', () => {
  it('asks for an address, then for a valid one of at most 100 characters', async () => {
    const { user } = await renderApp({ url: '/register' });
    await user.click(emailBox());
    await user.tab();
    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    await user.type(emailBox(), 'anna@example');
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    // 101 characters, then 100: pasted, as typing a hundred keys is slow.
    await user.clear(emailBox());
    await user.paste(`${'a'.repeat(89)}@example.com`);
    await waitFor(() => expect(emailBox()).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(emailBox());
    await user.paste(`${'a'.repeat(88)}@example.com`);
    await waitFor(() => expect(emailBox()).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('suggests five provider domains while typing, narrowed by the typed domain', async () => {
    const { user } = await renderApp({ url: '/register' });
    await user.type(emailBox(), 'anna');
    const listId = emailBox().getAttribute('list') ?? '';
    const options = () =>
      Array.from(document.getElementById(listId)?.querySelectorAll('option') ?? []).map(
        (option) => option.value,
      );
    expect(options()).toEqual([
      'anna@gmail.com',
      'anna@outlook.com',
      'anna@yahoo.com',
      'anna@hotmail.com',
      'anna@icloud.com',
    ]);
    await user.type(emailBox(), '@ya');
    expect(options()).toEqual(['anna@yahoo.com']);
  });

  it('opens on the e-mail tab with a preset e-mail, read-only when asked', async () => {
    await renderApp({ url: '/register?email=preset%40example.com&readOnlyEmail=true' });
    expect(emailBox()).toHaveValue('preset@example.com');
    expect(emailBox()).toHaveAttribute('readonly');
  });
});

describe('mobile tab', () => {
  it('opens on the mobile tab for a preset phone or a stored preference', async () => {
    await renderApp({ url: '/register?phone=7700900123&country_code=44' });
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(phoneBox()).toHaveValue('7700900123');
  });

  it('remembers the chosen tab for the next visit', async () => {
    const first = await renderApp({ url: '/register' });
    await first.user.click(screen.getByRole('tab', { name: 'Mobile' }));
    first.unmount();
    await renderApp({ url: '/register' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('tidies spaces, brackets and leading zeros 300 ms after typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      await renderApp({ url: '/register?phone=1' });
      fireEvent.change(phoneBox(), { target: { value: ' (0)7700 900 123 ' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(phoneBox()).toHaveValue(' (0)7700 900 123 ');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(phoneBox()).toHaveValue('7700900123');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the phone rules: required, digits, 5 to 12, leading zero', async () => {
    const { user } = await renderApp({ url: '/register?phone=1&country_code=44' });
    await user.clear(phoneBox());
    await user.tab();
    expect(await screen.findByText('Please enter your phone number.')).toBeVisible();
    await user.type(phoneBox(), '1234');
    expect(await screen.findByText(/valid phone number \(5 to 12 digits\)/i)).toBeVisible();
    await user.clear(phoneBox());
    await user.type(phoneBox(), '1234567890123');
    expect(await screen.findByText(/valid phone number \(5 to 12 digits\)/i)).toBeVisible();
  });

  it("keeps a 225 number's leading zero on the global site", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      await renderApp({ url: '/register?phone=1&country_code=225' });
      fireEvent.change(phoneBox(), { target: { value: '07 12 34 56 78' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(phoneBox()).toHaveValue('0712345678');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the country code with a 2 s toast and sends nothing', async () => {
    const { user } = await renderApp({ url: '/register' });
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(phoneBox(), '7700900123');
    await user.type(passwordBox(), 'Sandbox123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^create account$/i }));
    expect(await screen.findByText('Please select your country/region code.')).toBeVisible();
    expect(await recordedRegistrationCalls()).toEqual([]);
  });

  it('needs no country code choice on Turkey: TR is fixed', async () => {
    await renderApp({ edition: 'tur', strings: 'en', url: '/register?phone=5321234567' });
    expect(screen.getByRole('textbox', { name: /country\/region code/i })).toHaveValue('TR');
  });
});

describe('password field', () => {
  it('ticks the rules off as the password is typed', async () => {
    const { user } = await renderApp({ url: '/register' });
    const rule = (name: RegExp) => screen.getByText(name).closest('li');
    await user.type(passwordBox(), 'abc1');
    expect(within(rule(/8 to 30 characters/)!).getByText('not met')).toBeInTheDocument();
    expect(within(rule(/uppercase letter/)!).getByText('not met')).toBeInTheDocument();
    expect(within(rule(/lowercase letter/)!).getByText('met')).toBeInTheDocument();
    expect(within(rule(/one number/)!).getByText('met')).toBeInTheDocument();
    await user.type(passwordBox(), 'Defgh');
    for (const name of [/8 to 30/, /uppercase/, /lowercase/, /one number/]) {
      expect(within(rule(name)!).getByText('met')).toBeInTheDocument();
    }
  });

  it('shows invalidPwd for a password that breaks a rule', async () => {
    const { user } = await renderApp({ url: '/register' });
    await user.type(passwordBox(), 'alllowercase1');
    await user.tab();
    expect(await screen.findByText(/must have 8 to 30 characters/i)).toBeVisible();
  });
});

describe('combined field (step mode)', () => {
  it('treats digits as a phone and shows the country code', async () => {
    const { user } = await renderApp({ url: '/register?mode=steps' });
    await user.click(screen.getByRole('button', { name: /sign up with email/i }));
    const username = screen.getByRole('textbox', { name: /email or phone number/i });
    expect(screen.queryByRole('combobox', { name: /country\/region code/i })).toBeNull();
    await user.type(username, '012345');
    expect(screen.getByRole('combobox', { name: /country\/region code/i })).toBeVisible();
    await user.tab();
    expect(await screen.findByText(/remove the leading 0/i)).toBeVisible();
    await user.clear(username);
    await user.type(username, 'ab');
    expect(await screen.findByText(/valid email address or phone number/i)).toBeVisible();
  });

  it('takes e-mail only on the EU site (digits are not a phone there)', async () => {
    const { user } = await renderApp({ edition: 'eu', url: '/register?mode=steps' });
    expect(screen.queryByRole('button', { name: /phone number/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: /sign up with email/i }));
    const username = screen.getByLabelText(/^email/i, { selector: 'input' });
    await user.type(username, '7700900123');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
  });
});

describe('submit', () => {
  it('submits with the Enter key from a field', async () => {
    const { user, verification } = await renderApp({ url: '/register' });
    await user.click(screen.getByRole('checkbox'));
    await user.type(emailBox(), 'enter@example.com');
    await user.type(passwordBox(), 'Sandbox123{Enter}');
    await waitFor(() => expect(verification.runCaptcha).toHaveBeenCalled());
  });

  it('does nothing with Enter while the terms are not ticked', async () => {
    const { user, verification } = await renderApp({ url: '/register' });
    await user.type(emailBox(), 'enter@example.com');
    await user.type(passwordBox(), 'Sandbox123{Enter}');
    expect(screen.getByRole('button', { name: /^create account$/i })).toBeDisabled();
    expect(verification.showSecurityNotice).not.toHaveBeenCalled();
  });
});
