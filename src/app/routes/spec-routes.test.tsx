import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';

/** The routes of spec-gap L-38 and the screens they show (docs/registration.md, "Routes and the screens they show"). */
const ROUTES = [
  ['/web2', /create your account/i],
  ['/channel-register?source=cabital', /create your account/i],
  ['/sign-up', /create your account/i],
  ['/friend-invite', /you've been invited to join/i],
  ['/invite/INVITE2026', /you've been invited to join/i],
  ['/telegram-register-login', /welcome back/i],
  ['/earn/tg-page', /welcome back/i],
  ['/app/user/auto-ban-account', /unblock your account/i],
  ['/app/user/security-item-find', /reset your password/i],
  ['/tr/web2', /hesabınızı oluşturun/i],
] as const;

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
});

describe('the spec routes each land on their screen', () => {
  it.each(ROUTES)('%s', async (url, heading) => {
    await renderApp({ url, ...(url.startsWith('/tr/') ? { edition: 'tur' } : {}) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('keeps the invite-code field to the invite screens', async () => {
    await renderApp({ url: '/web2' });
    expect(screen.getByRole('textbox', { name: /referral code/i })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /invite code/i })).toBeNull();
  });
});
