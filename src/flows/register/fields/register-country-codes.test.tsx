import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/harness';

async function diallingCodes(harness: Awaited<ReturnType<typeof renderApp>>) {
  await harness.user.click(screen.getByRole('tab', { name: 'Mobile' }));
  const picker = screen.getByRole('combobox', { name: /country\/region code/i });
  await within(picker).findByRole('option', { name: 'United Kingdom (+44)' });
  return within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('the register dialling-code picker (GET /register/countryCode)', () => {
  it('offers the countries phone sign-up accepts: no restricted country', async () => {
    const harness = await renderApp({ url: '/register', sandbox: {} });
    const options = await diallingCodes(harness);
    expect(options).toContain('Turkey (+90)');
    expect(options).not.toContain('United States (+1)');
    expect(options).not.toContain('Singapore (+65)');
  });

  it('falls back to the whole country list, silently, when the call fails', async () => {
    const harness = await renderApp({
      url: '/register',
      sandbox: { fail: [{ path: '/register/countryCode', mode: 'http500' }] },
    });
    const options = await diallingCodes(harness);
    expect(options).toContain('United States (+1)');
    expect(harness.notify.toast).not.toHaveBeenCalled();
  });

  it('leaves the login form on the whole country list', async () => {
    const harness = await renderApp({ url: '/login', sandbox: {} });
    await harness.user.click(screen.getByRole('tab', { name: 'Mobile' }));
    const picker = screen.getByRole('combobox', { name: /country\/region code/i });
    expect(
      await within(picker).findByRole('option', { name: 'United States (+1)' }),
    ).toBeInTheDocument();
  });
});
