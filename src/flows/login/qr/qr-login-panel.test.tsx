import { screen, waitFor } from '@testing-library/react';
import { resetSandbox } from '@/../test/sandbox-server';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { renderApp } from '@/../test/harness';
import { QR_POLL_INTERVAL_MS } from './use-qr-login';

vi.mock('@/sign-in/after-sign-in/leave-page', () => ({ leavePage: vi.fn() }));

const CONTROL = `${window.location.origin}/x-api/__sandbox/qr`;

/** Plays the mobile app through the sandbox's control endpoint. */
async function app(action: 'scan' | 'confirm' | 'reject' | 'expire', email?: string) {
  const qrCode = document.querySelector('[data-qr-code]')?.getAttribute('data-qr-code');
  await fetch(CONTROL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, qr_code: qrCode, email }),
  });
}

async function openQrTab() {
  localStorage.setItem('login-tab', 'qr');
  const harness = await renderApp();
  await screen.findByText('Open the mobile app and scan this code to log in.');
  return harness;
}

const POLL = { timeout: QR_POLL_INTERVAL_MS * 2 + 1000 };

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  vi.mocked(leavePage).mockClear();
});

describe('QR login', () => {
  it('polls every 2 s and shows the code with its expiry countdown', async () => {
    expect(QR_POLL_INTERVAL_MS).toBe(2000);
    await openQrTab();
    expect(screen.getByRole('img', { name: 'QR code to scan with the mobile app' })).toBeVisible();
    expect(screen.getByText(/^Expires in [45]:\d\d$/)).toBeInTheDocument();
  });

  it('follows the app: scanned, then confirmed, then the login completes', async () => {
    await openQrTab();
    await app('scan');
    expect(await screen.findByText(/^Scanned/, undefined, POLL)).toBeInTheDocument();
    await app('confirm');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/en/dashboard'), POLL);
  });

  it('shows a rejection in the app and offers a new code', async () => {
    const harness = await openQrTab();
    const first = document.querySelector('[data-qr-code]')?.getAttribute('data-qr-code');
    await app('reject');
    expect(
      await screen.findByText('The login was rejected in the mobile app.', undefined, POLL),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Expires in/)).toBeNull();
    await harness.user.click(screen.getByRole('button', { name: 'Refresh QR code' }));
    await waitFor(() =>
      expect(document.querySelector('[data-qr-code]')?.getAttribute('data-qr-code')).not.toBe(
        first,
      ),
    );
  });

  it('shows an expired code with a refresh button', async () => {
    await openQrTab();
    await app('expire');
    expect(
      await screen.findByText('This QR code has expired.', undefined, POLL),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh QR code' })).toBeInTheDocument();
  });

  it('completes a QR login of an account of another site through the site jump', async () => {
    await openQrTab();
    await app('confirm', 'nl-resident@example.com');
    expect(
      await screen.findByRole('alertdialog', { name: 'Continue on the Netherlands site' }, POLL),
    ).toBeInTheDocument();
  });
});
