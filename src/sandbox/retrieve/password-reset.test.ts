import { createApiClient, type ApiClient } from '../../api/api-client';
import type { ToastRequest } from '../../api/error-notifier';
import { login } from '../../api/endpoints/login';
import {
  resendPasswordResetCode,
  resetPassword,
  resetPasswordBody,
  sendUnbind2faEmailCode,
  startPasswordReset,
  verifyPasswordResetCodes,
} from '../../api/endpoints/retrieve-password';
import { TEST_CLIENT_OPTIONS } from '../../api/endpoints/test-client';
import { sandboxSettings } from '../../config/environments';
import { resetSandbox } from '../../../test/sandbox-server';
import { addFailureRule } from '../failures/failure-rules';
import { SANDBOX_CODE, SANDBOX_REJECTED_CODE } from '../fixtures/codes';
import { SANDBOX_PASSWORD } from '../fixtures/accounts';
import { decryptRegistrationPassword } from '../registration/decrypt-password';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxState } from '../state/sandbox-state';

// The password reset end to end at the API level (docs/retrieve.md, "Calls"): the app's endpoint
// module and request wrapper against the sandbox handlers, in-process.
const NEW_PASSWORD = 'Retrieved456';
const rsaPublicKey = sandboxSettings.rsaPublicKey;

let state: SandboxState;
let client: ApiClient;
let toasts: ToastRequest[];

beforeEach(() => {
  state = resetSandbox();
  toasts = [];
  client = createApiClient({
    ...TEST_CLIENT_OPTIONS,
    apiBase: 'http://localhost:3000/x-api',
    notify: { toast: (toast) => toasts.push(toast), dialog: () => undefined },
    translateError: (code) => (code === 35300 ? 'Use customer support (35300)' : undefined),
  });
});

async function started(username: string, countryCode?: string) {
  const answer = await startPasswordReset(client, { username, countryCode });
  expect(answer?.retCode).toBe(0);
  return answer!.result!;
}

async function loginCode(username: string, password: string) {
  return (await login(client, { username, password }))?.retCode;
}

describe('password reset against the sandbox', () => {
  it('sends a code, checks it, and the new password logs in while the old one no longer does', async () => {
    const start = await started('demo+reset@example.com');
    expect(start).toMatchObject({ channel: 'email', google2fa_required: false });
    expect(start.masked_target).toBe('demo+re***@example.com');
    expect(state.sentCodes.at(-1)).toMatchObject({
      to: 'demo+reset@example.com',
      code: SANDBOX_CODE,
    });

    const verified = await verifyPasswordResetCodes(client, {
      serialNo: start.serial_no!,
      code: SANDBOX_CODE,
    });
    const changed = await resetPassword(client, {
      ticket: verified!.result!.ticket,
      password: NEW_PASSWORD,
      rsaPublicKey,
    });
    expect(changed?.retCode).toBe(0);
    expect(await loginCode('demo+reset@example.com', NEW_PASSWORD)).toBe(0);
    expect(await loginCode('demo+reset@example.com', SANDBOX_PASSWORD)).toBe(
      SANDBOX_RET_CODES.wrongPassword,
    );
  });

  it('sends the password as registration does: SHA-256 and RSA "password:timestamp"', async () => {
    const body = await resetPasswordBody({ ticket: 't', password: NEW_PASSWORD, rsaPublicKey });
    expect(body.password).toMatch(/^[0-9a-f]{64}$/);
    expect(body).not.toHaveProperty('new_password');
    expect(decryptRegistrationPassword(String(body.encrypt_password))).toEqual({
      password: NEW_PASSWORD,
      timestampMs: body.encrypt_timestamp,
    });
  });

  it('takes a phone with its country code and sends the code by SMS', async () => {
    const start = await started('7700900001', '44');
    expect(start).toMatchObject({ channel: 'mobile', masked_target: '+44 77******01' });
    expect(state.sentCodes.at(-1)).toMatchObject({ channel: 'sms', to: '+44 7700900001' });
  });

  it('refuses an unknown account with 31028, toasted through the catalogue', async () => {
    const answer = await startPasswordReset(client, { username: 'nobody@example.com' });
    expect(answer?.retCode).toBe(SANDBOX_RET_CODES.accountNotFound);
    expect(toasts).toEqual([expect.objectContaining({ code: 31028 })]);
  });

  it('refuses a wrong code and an expired reset', async () => {
    const start = await started('demo@example.com');
    const wrong = await verifyPasswordResetCodes(client, {
      serialNo: start.serial_no!,
      code: SANDBOX_REJECTED_CODE,
    });
    expect(wrong?.retCode).toBe(SANDBOX_RET_CODES.invalidVerificationCode);
    const unknown = await resendPasswordResetCode(client, 'not-a-serial');
    expect(unknown?.retCode).toBe(SANDBOX_RET_CODES.passwordResetExpired);
  });

  it('asks a 2FA account for the Google code with the e-mail code', async () => {
    const start = await started('2fa+reset@example.com');
    expect(start.google2fa_required).toBe(true);
    const without = await verifyPasswordResetCodes(client, {
      serialNo: start.serial_no!,
      code: SANDBOX_CODE,
    });
    expect(without?.retCode).toBe(SANDBOX_RET_CODES.invalidParameters);
    const withGoogle = await verifyPasswordResetCodes(client, {
      serialNo: start.serial_no!,
      code: SANDBOX_CODE,
      google2fa: SANDBOX_CODE,
    });
    expect(withGoogle?.result?.ticket).toEqual(expect.any(String));
  });

  it('unbinds a lost authenticator with the e-mail code: the login then asks no Google code', async () => {
    const start = await started('2fa+lost@example.com');
    const sent = await sendUnbind2faEmailCode(client, start.serial_no!);
    expect(sent?.result).toEqual({ masked_email: '2fa+l***@example.com' });
    const verified = await verifyPasswordResetCodes(client, {
      serialNo: start.serial_no!,
      code: SANDBOX_CODE,
      unbindEmailCode: SANDBOX_CODE,
    });
    await resetPassword(client, {
      ticket: verified!.result!.ticket,
      password: NEW_PASSWORD,
      rsaPublicKey,
    });
    const answer = await login(client, {
      username: '2fa+lost@example.com',
      password: NEW_PASSWORD,
    });
    expect(answer?.retCode).toBe(0);
    expect(answer?.token).toEqual(expect.any(String));
  });

  it('shows 20035 on the unbind-2FA e-mail send as 35300', async () => {
    const start = await started('2fa-locked@example.com');
    const refused = await sendUnbind2faEmailCode(client, start.serial_no!);
    expect(refused?.retCode).toBe(20035);
    expect(toasts).toEqual([
      expect.objectContaining({ code: 35300, message: 'Use customer support (35300)' }),
    ]);
  });

  it('answers the failure control on the new calls', async () => {
    addFailureRule(state, {
      path: '/user/find-password/validation',
      mode: 'retCode',
      retCode: 10006,
    });
    const answer = await startPasswordReset(client, { username: 'demo@example.com' });
    expect(answer?.retCode).toBe(10006);
    addFailureRule(state, { path: '/user/find/password', mode: 'http500' });
    expect(
      await resetPassword(client, { ticket: 'x', password: NEW_PASSWORD, rsaPublicKey }),
    ).toBeUndefined();
  });

  it('lifts the wrong-password lock and the pre_action of retrieve@', async () => {
    state.passwordErrors.set('retrieve@example.com', 5);
    const start = await started('retrieve@example.com');
    const verified = await verifyPasswordResetCodes(client, {
      serialNo: start.serial_no!,
      code: SANDBOX_CODE,
    });
    await resetPassword(client, {
      ticket: verified!.result!.ticket,
      password: NEW_PASSWORD,
      rsaPublicKey,
    });
    const answer = await login(client, {
      username: 'retrieve@example.com',
      password: NEW_PASSWORD,
    });
    expect(answer?.retCode).toBe(0);
    expect(answer?.result).toMatchObject({ pre_action: 0 });
  });
});
