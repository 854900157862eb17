import { http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import { htmlPage, htmlResponse, wantsHtml } from '../mailbox/html-page';
import { mailboxPage } from '../mailbox/mailbox-page';
import type { PendingRegistration } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import type { HandlerContext } from './context';

const control = (path: `/${string}`) => `*${SANDBOX_CONTROL_PREFIX}${path}`;

type Activation =
  | { readonly kind: 'activated'; readonly registration: PendingRegistration }
  | { readonly kind: 'expired' }
  | { readonly kind: 'unknown' };

/** What opening an e-mail's activation link does: link status 2, unless it has expired (3). */
function activate(state: SandboxState, uuid: string | null): Activation {
  const registration = uuid ? state.registrations.get(uuid) : undefined;
  if (!registration) return { kind: 'unknown' };
  if (registration.linkStatus === 3) return { kind: 'expired' };
  registration.linkStatus = 2;
  registration.codeVerified = true;
  return { kind: 'activated', registration };
}

const ACTIVATION_PAGES: Record<Activation['kind'], { title: string; text: string }> = {
  activated: {
    title: 'E-mail address confirmed',
    text: 'Go back to the registration tab: it notices the confirmation within two seconds and continues by itself.',
  },
  expired: {
    title: 'This activation link has expired',
    text: 'Go back to the registration tab and start again to get a new link.',
  },
  unknown: {
    title: 'Unknown activation link',
    text: 'The sandbox has no registration for this link (it may have been reset).',
  },
};

/**
 * The local mailbox (GET /x-api/__sandbox/mailbox, an HTML page listing every code and link the
 * sandbox sent) and the activation link itself (GET /x-api/__sandbox/activate?uuid=…): a browser
 * gets a page saying what happened, a fetch call the JSON answer.
 */
export function mailboxHandlers({ state }: HandlerContext) {
  return [
    http.get(control('/mailbox'), ({ request }) =>
      htmlResponse(mailboxPage(state.sentCodes, new URL(request.url).searchParams.get('to'))),
    ),

    http.get(control('/activate'), ({ request }) => {
      const outcome = activate(state, new URL(request.url).searchParams.get('uuid'));
      if (wantsHtml(request)) {
        const page = ACTIVATION_PAGES[outcome.kind];
        const body = `<h1>${page.title}</h1><p>${page.text}</p><p><a href="mailbox">Back to the sandbox mailbox</a></p>`;
        return htmlResponse(htmlPage(page.title, body), outcome.kind === 'unknown' ? 404 : 200);
      }
      switch (outcome.kind) {
        case 'activated':
          return reply(success({ uuid: outcome.registration.uuid, verify_result: 2 }));
        case 'expired':
          return reply(invalidParameters('this link has expired'));
        case 'unknown':
          return reply(invalidParameters('uuid is missing or unknown'));
        default: {
          const unreachable: never = outcome;
          return unreachable;
        }
      }
    }),
  ];
}
