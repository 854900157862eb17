import type { SentCode } from '../state/records';
import { escapeHtml, htmlPage } from './html-page';

export const MAILBOX_TITLE = 'Sandbox mailbox';

/**
 * The messages the sandbox "sent" (codes and activation links), newest first, as a page a
 * person can open next to the sign-up form. `to` narrows it to one address or phone.
 */
export function mailboxPage(sent: readonly SentCode[], to: string | null): string {
  const wanted = to?.trim().toLowerCase();
  const messages = [...sent]
    .reverse()
    .filter((message) => !wanted || message.to.toLowerCase().includes(wanted));
  const filterNote = wanted ? ` for <strong>${escapeHtml(wanted)}</strong>` : '';
  const intro = [
    `<h1>${MAILBOX_TITLE}</h1>`,
    '<p>Every verification code and activation link the sandbox has sent, newest first. ',
    'Codes are always <code>123456</code> (<code>000000</code> is always rejected). ',
    'Open an activation link and the registration tab continues by itself.</p>',
    `<p><a href="?${wanted ? `to=${encodeURIComponent(wanted)}` : ''}">Reload</a>`,
    wanted ? ' · <a href="?">Show all messages</a>' : '',
    '</p>',
  ].join('');
  if (messages.length === 0) {
    return htmlPage(MAILBOX_TITLE, `${intro}<p>No messages${filterNote} yet.</p>`);
  }
  const rows = messages.map((message) => {
    const content = message.activationLink
      ? `<a href="${escapeHtml(message.activationLink)}">Activate the registration of ${escapeHtml(message.to)}</a>`
      : `Verification code <code>${escapeHtml(message.code ?? '')}</code>`;
    return [
      '<tr>',
      `<td>${new Date(message.sentAtMs).toISOString()}</td>`,
      `<td>${message.channel === 'email' ? 'E-mail' : 'SMS'}</td>`,
      `<td>${escapeHtml(message.to)}</td>`,
      `<td>${content}</td>`,
      '</tr>',
    ].join('');
  });
  const table = [
    `<table><caption>Messages${filterNote}</caption>`,
    '<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
  ].join('');
  return htmlPage(MAILBOX_TITLE, `${intro}${table}`);
}
