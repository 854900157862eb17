/**
 * The security step against the in-process sandbox: the risk@example.com scenario from the
 * login's risk_token to the retry that logs in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '@/api/api-client';
import { API_PATHS } from '@/api/paths';
import { hashPassword } from '@/lib/password-hash';
import { useVerification } from '@/sign-in/contracts/verification';
import { TEST_API_BASE, renderAppHook, type RenderAppOptions } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';

/**
 * Wait for what a service opens: its code and dialog are fetched on first use, which takes a
 * while on a busy machine.
 */
const LAZY = { timeout: 10_000 } as const;

/** The app's verification services, as a flow gets them. */
async function renderServices(options: RenderAppOptions = {}) {
  const view = await renderAppHook(useVerification, { verification: 'app', ...options });
  return { ...view, services: view.result.current };
}

const RISK = { username: 'risk@example.com', password: 'Sandbox123' };

function login(client: ApiClient, extra: Record<string, unknown> = {}) {
  return client.request<{ risk_token?: string; risk_token_type?: string; id?: number }>({
    method: 'POST',
    path: API_PATHS.login,
    body: {
      username: RISK.username,
      password: hashPassword(RISK.password),
      proto_ver: '2.1',
      ...extra,
    },
  });
}

describe('runRiskStep', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it('takes risk@example.com through the code step; the retry with risk_token logs in', async () => {
    const { services, client, user } = await renderServices();
    const first = await login(client);
    const riskToken = first?.result?.risk_token;
    expect(riskToken).toBeTruthy();

    const outcome = services.runRiskStep({
      riskToken: riskToken!,
      riskTokenType: first?.result?.risk_token_type ?? null,
      userName: RISK.username,
    });
    const modal = await screen.findByRole('dialog', { name: 'Security verification' }, LAZY);
    expect(modal).toHaveTextContent('we sent to r***@example.com');
    const code = within(modal).getByRole('group', { name: 'Verification code' });
    expect(within(code).getAllByRole('textbox')).toHaveLength(6);

    // A wrong code: a toast, the boxes cleared for another try.
    await user.click(within(code).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    expect(
      await screen.findByText(
        'The verification code is incorrect. Please check it and try again.',
        undefined,
        LAZY,
      ),
    ).toBeInTheDocument();
    const firstBox = within(code).getByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(firstBox).toHaveValue(''));
    await waitFor(() => expect(firstBox).toHaveFocus());

    // The 2 s lock of the wrong entry has to pass before the next one is taken.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await user.keyboard('123456');
    await expect(outcome).resolves.toEqual({ kind: 'passed', riskToken });

    const retry = await login(client, { risk_token: riskToken });
    expect(retry?.retCode).toBe(0);
    expect(retry?.token).toBeTruthy();
  });

  it('logs a warning and stops when the risk step cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fetch(`${TEST_API_BASE}/__sandbox/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: API_PATHS.riskDefaultIntercept, mode: 'http500' }),
    });
    const { services, tracked } = await renderServices();
    await expect(
      services.runRiskStep({ riskToken: 'risk-anything', userName: RISK.username }),
    ).resolves.toEqual({ kind: 'failed' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be fetched'));
    expect(tracked).toEqual([{ event: 'riskFetchFailed', data: { riskTokenType: null } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('returns cancelled when the visitor closes the modal', async () => {
    const { services, client, user } = await renderServices();
    const riskToken = (await login(client))?.result?.risk_token;
    const outcome = services.runRiskStep({ riskToken: riskToken!, userName: '7700900003' });
    const modal = await screen.findByRole('dialog', { name: 'Security verification' }, LAZY);
    expect(modal).toHaveTextContent('by SMS to 77******03');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await expect(outcome).resolves.toEqual({ kind: 'cancelled' });
  });

  it('offers the phone help steps and a resend after the 60 s countdown', async () => {
    const { services, client, user } = await renderServices();
    const riskToken = (await login(client))?.result?.risk_token;
    void services.runRiskStep({ riskToken: riskToken!, userName: '7700900003' });
    const modal = await screen.findByRole('dialog', { name: 'Security verification' }, LAZY);
    expect(within(modal).getByRole('button', { name: /Resend in 60 seconds/ })).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: "Didn't receive a code?" }));
    const help = await screen.findByRole('dialog', { name: "Didn't receive a code?" }, LAZY);
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check that the phone number and country code are correct.',
      'Text messages are sometimes delayed by the operator; wait a minute.',
      'Try another phone number, or use your e-mail address instead.',
      'Still nothing? Contact customer support.',
    ]);
    await user.click(within(help).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(help).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Security verification' })).toBeVisible();
  });
});
