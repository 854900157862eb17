/**
 * Profile pictures of the mini app's fixture users and of the sandbox bot, as Telegram draws a
 * user without a photo: the initials on one of its seven gradients, picked by the user id. Served
 * at /sandbox-scripts/avatars/<key>.svg (src/sandbox/node/sandbox-scripts.ts); the init data's
 * `photo_url` points there (docs/sandbox.md, "The Telegram mini app").
 */
import { SANDBOX_MINI_APP_USERS } from '../fixtures/mini-app-users';
import { SANDBOX_TELEGRAM_BOT } from '../third-party/sandbox-identity-providers';

/** The avatar file name of the bot (`bot.svg`). */
export const BOT_AVATAR_KEY = 'bot';

/** Telegram's avatar gradients (top, bottom): red, orange, violet, green, cyan, blue, pink. */
const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#ff885e', '#ff516a'],
  ['#ffcd6a', '#ffa85c'],
  ['#82b1ff', '#665fff'],
  ['#a0de7e', '#54cb68'],
  ['#53edd6', '#28c9b7'],
  ['#72d5fd', '#2a9ef1'],
  ['#e0a2f3', '#d669ed'],
];

const SIZE = 160;

/** The SVG for an avatar file name without `.svg`, or undefined when there is no such user. */
export function miniAppAvatarSvg(key: string): string | undefined {
  if (key === BOT_AVATAR_KEY) {
    return avatarSvg(initials(['Exchange', 'Sandbox']), SANDBOX_TELEGRAM_BOT.id);
  }
  const user = SANDBOX_MINI_APP_USERS.find((candidate) => candidate.key === key);
  if (!user) return undefined;
  return avatarSvg(initials([user.first_name, user.last_name ?? '']), user.id);
}

function initials(names: readonly string[]): string {
  return names
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

function avatarSvg(label: string, id: number): string {
  const [top, bottom] = GRADIENTS[id % GRADIENTS.length] ?? GRADIENTS[0] ?? ['#72d5fd', '#2a9ef1'];
  const half = SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<circle cx="${half}" cy="${half}" r="${half}" fill="url(#g)"/>`,
    `<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="600" fill="#fff">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
