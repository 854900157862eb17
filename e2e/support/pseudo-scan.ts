import type { Page } from '@playwright/test';

/** What a pseudo-locale scan found on the page as it is now (docs/editions.md, "Pseudo-locales"). */
export interface PseudoScan {
  /** Visible text or accessible text (placeholder, aria-label, title, alt) left in plain English. */
  readonly untranslated: string[];
  /** Elements whose text is cut off by their own box, and a page wider than the window. */
  readonly clipped: string[];
  /** Text in a part of the page (a portal, a dialog) whose direction is not the page's. */
  readonly wrongDirection: string[];
  /** Fields for e-mail, phone, codes and passwords not kept left to right. */
  readonly fieldsNotLtr: string[];
}

/**
 * Scans the whole document, portals included. `marker` tells a translated string: the accented
 * pseudo-locale leaves no ASCII letter, the right-to-left one wraps every string in U+202E. Text a
 * provider renders itself (`[data-provider]`: Google's and Telegram's buttons, in the provider's
 * own language), the names in `allowed` (brands, data the sandbox answers) and data of a kind
 * (e-mail and web addresses, usernames, dates) are not ours to translate.
 */
export function scanPseudoPage(
  page: Page,
  options: { kind: 'accented' | 'rtl'; allowed: readonly string[] },
): Promise<PseudoScan> {
  return page.evaluate(({ kind, allowed }) => {
    const untranslated: string[] = [];
    const clipped: string[] = [];
    const wrongDirection: string[] = [];
    const fieldsNotLtr: string[] = [];
    const pageDir = document.documentElement.dir || 'ltr';
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''
      }`;
    // Data the page shows as it is in every language, never copy to translate: e-mail addresses
    // (typed by the test, or masked by the exchange: `demo+x***@example.com`), web addresses,
    // Telegram usernames (`@sandbox_demo`), and a date and time the browser's Intl formats, which
    // knows no made-up language and falls back to English (`Nov 28, 2026, 3:17 PM UTC`).
    const data = [
      /[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g,
      /\bhttps?:\/\/\S+/g,
      /@\w+/g,
      /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}(?:, \d{1,2}:\d{2}(?:\s?[AP]M)?)?(?: UTC)?/g,
    ];
    const plain = (text: string) => {
      let rest = text;
      for (const pattern of data) rest = rest.replace(pattern, ' ');
      // Longest first: "Global" inside "Exchange Global Ltd." must not break the longer name.
      for (const name of [...allowed].sort((a, b) => b.length - a.length)) {
        rest = rest.split(name).join(' ');
      }
      return /[A-Za-z]{2,}/.test(rest);
    };
    const isUntranslated = (text: string) =>
      kind === 'accented' ? plain(text) : plain(text) && !text.includes('\u202e');
    const skipped = (el: Element) =>
      el.closest(
        '[data-provider], [data-sandbox-stand-in], script, style, noscript, template, svg, iframe',
      ) !== null;
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
      el.getClientRects().length > 0;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || skipped(parent) || !visible(parent)) continue;
      if (isUntranslated(text)) untranslated.push(`${describe(parent)}: "${text.trim()}"`);
      const directed = parent.closest('[dir]');
      // Data kept left to right on purpose (an e-mail or web address in a `dir="ltr"` element),
      // not a translated string, is not in the wrong direction.
      const ltrData =
        directed !== document.documentElement &&
        directed?.getAttribute('dir') === 'ltr' &&
        !text.includes('\u202e');
      if (directed?.getAttribute('dir') !== pageDir && !ltrData) {
        wrongDirection.push(`${describe(parent)}: "${text.trim().slice(0, 40)}"`);
      }
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (skipped(el) || !visible(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value && isUntranslated(value)) {
          untranslated.push(`${describe(el)} ${attribute}: "${value}"`);
        }
      }
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
      // Visually hidden text (for screen readers) is clipped on purpose.
      const visuallyHidden = el.clientWidth <= 1 && el.clientHeight <= 1;
      if (ownText && !visuallyHidden) {
        const cutX =
          (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') &&
          el.scrollWidth > el.clientWidth + 1;
        const cutY = style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1;
        if (cutX || cutY) clipped.push(`${describe(el)}: "${(el.textContent ?? '').trim()}"`);
      }
      const credential =
        el instanceof HTMLInputElement &&
        (['email', 'password', 'tel'].includes(el.type) ||
          ['email', 'tel', 'numeric'].includes(el.inputMode) ||
          /username|one-time-code|email|tel/.test(el.autocomplete));
      if (credential && style.direction !== 'ltr') {
        fieldsNotLtr.push(`${describe(el)} ${el.type} (${el.name || el.id})`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // The innermost elements reaching past the window's edges are what makes it wider.
      const outside = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
      };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((el) => outside(el) && ![...el.children].some(outside))
        .slice(0, 5)
        .map((el) => `${describe(el)} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      clipped.push(
        `the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window: ${culprits.join(', ')}`,
      );
    }
    return { untranslated, clipped, wrongDirection, fieldsNotLtr };
  }, options);
}
