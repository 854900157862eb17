import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import { DEMO_ACCOUNT, SANDBOX_ACCOUNTS } from '../fixtures/accounts';
import { randomHex } from '../lib/random-id';
import { readRequestFields, textField } from '../lib/read-fields';
import { sessionReply } from '../login/session-reply';
import { findAccountByEmail } from '../state/account-directory';
import type { QrSession } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { openSession } from '../state/sessions';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/** A QR code stays scannable this long (the spec does not say; 5 minutes is typical). */
export const QR_LIFETIME_MS = 5 * 60 * 1000;

export const QR_STATUS = { waiting: 0, scanned: 1, confirmed: 2, expired: 3, rejected: 4 } as const;

const QR_ACTIONS = ['scan', 'confirm', 'reject', 'expire'] as const;
type QrAction = (typeof QR_ACTIONS)[number];

/**
 * QR login. The spec does not show the payloads, so the sandbox defines them: generate answers
 * { qr_code, qr_content, expire_time }, status (?qr_code=) answers { status } with 0 waiting,
 * 1 scanned, 2 confirmed (plus the session token, like a login), 3 expired, 4 rejected. The phone
 * app is played by POST /x-api/__sandbox/qr { qr_code?, action: scan|confirm|reject|expire,
 * email? } (the stand-in page at /x-api/__sandbox/app does it with buttons); GET on the same
 * path lists the codes still open.
 */
export function qrHandlers({ state }: HandlerContext) {
  return [
    http.get(apiRoute(API_PATHS.qrGenerate), () => {
      const now = state.settings.now();
      const session: QrSession = {
        qrCode: randomHex(16),
        status: QR_STATUS.waiting,
        createdAtMs: now,
      };
      state.qrSessions.set(session.qrCode, session);
      return reply(
        success({
          qr_code: session.qrCode,
          qr_content: qrContent(session.qrCode),
          expire_time: Math.floor((now + QR_LIFETIME_MS) / 1000),
        }),
      );
    }),

    http.get(apiRoute(API_PATHS.qrStatus), ({ request }) => {
      const qrCode = new URL(request.url).searchParams.get('qr_code');
      const session = qrCode ? state.qrSessions.get(qrCode) : undefined;
      if (!session) return reply(invalidParameters('qr_code is missing or unknown'));
      expireIfOld(state, session);
      const account = session.accountKey ? state.accounts.get(session.accountKey) : undefined;
      if (session.status === QR_STATUS.confirmed && account && session.token) {
        return sessionReply(account, session.token, { status: QR_STATUS.confirmed });
      }
      return reply(success({ status: session.status }));
    }),

    http.get(`*${SANDBOX_CONTROL_PREFIX}/qr`, () => {
      const open = [...state.qrSessions.values()]
        .map((session) => {
          expireIfOld(state, session);
          return session;
        })
        .filter(isOpen)
        .reverse()
        .map((session) => ({
          qr_code: session.qrCode,
          qr_content: qrContent(session.qrCode),
          status: session.status,
          expires_at_ms: session.createdAtMs + QR_LIFETIME_MS,
        }));
      return reply(
        success({
          now_ms: state.settings.now(),
          sessions: open,
          accounts: SANDBOX_ACCOUNTS.map((account) => account.email),
        }),
      );
    }),

    http.post(`*${SANDBOX_CONTROL_PREFIX}/qr`, async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const action = textField(fields, 'action');
      if (!QR_ACTIONS.includes(action as QrAction)) {
        return reply(invalidParameters(`action must be one of ${QR_ACTIONS.join(', ')}`));
      }
      const qrCode = textField(fields, 'qr_code');
      const session = qrCode ? state.qrSessions.get(qrCode) : latestSession(state);
      if (!session) return reply(invalidParameters('no QR code has been generated'));
      expireIfOld(state, session);
      const applied = applyAction(state, session, action as QrAction, textField(fields, 'email'));
      if (typeof applied === 'string') return reply(invalidParameters(applied));
      return reply(success({ qr_code: session.qrCode, status: session.status }));
    }),
  ];
}

function applyAction(
  state: SandboxState,
  session: QrSession,
  action: QrAction,
  email: string | undefined,
): true | string {
  // A real app cannot act on a code that is already used up; saying so helps QA.
  if (action !== 'expire' && !isOpen(session)) {
    return `QR code ${session.qrCode} is no longer open (status ${session.status})`;
  }
  switch (action) {
    case 'scan':
      session.status = QR_STATUS.scanned;
      return true;
    case 'confirm': {
      const account = findAccountByEmail(state, email ?? DEMO_ACCOUNT.email);
      if (!account) return `no sandbox account ${email ?? ''}`;
      session.status = QR_STATUS.confirmed;
      session.accountKey = account.key;
      session.token = openSession(state, account);
      return true;
    }
    case 'reject':
      session.status = QR_STATUS.rejected;
      return true;
    case 'expire':
      session.status = QR_STATUS.expired;
      return true;
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** Waiting or scanned: the app can still confirm or reject it. */
function isOpen(session: QrSession): boolean {
  return session.status === QR_STATUS.waiting || session.status === QR_STATUS.scanned;
}

function qrContent(qrCode: string): string {
  return `exchange-sandbox://qr-login?code=${qrCode}`;
}

function expireIfOld(state: SandboxState, session: QrSession): void {
  const old = state.settings.now() - session.createdAtMs > QR_LIFETIME_MS;
  if (old && isOpen(session)) session.status = QR_STATUS.expired;
}

function latestSession(state: SandboxState): QrSession | undefined {
  return [...state.qrSessions.values()].at(-1);
}
