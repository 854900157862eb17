/**
 * Whether a catalogue entry exists on an edition, and how to reach it there, from the manifests
 * alone. The catalogue (e2e/support/screen-catalogue.ts) is written for each entry's own
 * edition; the gallery shows every entry on every edition, so three things are decided here:
 *
 * - a tab (`login-qr`, `register-mobile`) exists where the edition's manifest lists that tab; the
 *   catalogue opens it by position, which is right where the edition orders its tabs as the
 *   entry's own edition does (the EU's second login tab is QR, not mobile); elsewhere the gallery
 *   clicks the tab at this edition's position;
 * - an entry that shows the same page as an earlier one (same path, same way to reach it, e.g.
 *   "login, Turkey") names that page on its own edition: there it is the earlier entry's shot,
 *   and on other editions it is not listed as a shot of its own;
 * - anything else is tried everywhere; whether a dialog's `reach` works on an edition is found
 *   out when it runs.
 */

/** The part of a catalogue entry the plan needs; `R` is how to reach it (a function in a run). */
export interface PlanEntry<R = unknown> {
  readonly id: string;
  readonly name: string;
  readonly edition: string;
  readonly path: string;
  readonly reach?: R;
  /** How to leave the state `reach` opened, back to the page as loaded (a dialog closed). */
  readonly leave?: R;
  /** The state does not survive a language switch in place: loaded afresh in each language. */
  readonly freshPerLanguage?: boolean;
}

/** The part of a manifest the plan needs. */
export interface PlanEdition {
  readonly id: string;
  readonly languages: readonly string[];
  readonly loginTabs: readonly string[];
  /** The tabs a visitor sees on /register: the target edition's where register redirects. */
  readonly registerTabs: readonly string[];
}

export type TabPage = 'login' | 'register';

/** Which tab an entry opens, from its id: `login-qr` is the QR tab of /login. */
export function tabOf(entry: PlanEntry): { page: TabPage; tab: string } | undefined {
  if (entry.reach === undefined) return undefined;
  const match = /^(login|register)-(email|mobile|qr)$/.exec(entry.id);
  if (!match) return undefined;
  const page = match[1] as TabPage;
  return entry.path === `/${page}` ? { page, tab: match[2]! } : undefined;
}

export type Action<R> =
  | { readonly kind: 'base' }
  | {
      readonly kind: 'tab';
      readonly page: TabPage;
      readonly tab: string;
      /** The tab's position on this edition. */
      readonly index: number;
      /** The catalogue's own `reach`, where it opens the same position; otherwise undefined. */
      readonly reach?: R;
    }
  | {
      readonly kind: 'reach';
      readonly reach: R;
      /** The catalogue's `leave`: the next state of the same path can be reached on this page. */
      readonly leave?: R;
    }
  | { readonly kind: 'alias'; readonly of: string };

/** `reason` says why an entry is not on an edition ("not on this edition" goes before it). */
export type Availability<R> =
  | { readonly on: true; readonly action: Action<R> }
  | { readonly on: false; readonly reason: string };

const tabsOf = (edition: PlanEdition, page: TabPage) =>
  page === 'login' ? edition.loginTabs : edition.registerTabs;

/**
 * `entry` on `edition`; `earlier` are the entries before it in the catalogue, `home` the entry's
 * own edition (undefined when it is not among the editions walked).
 */
export function availability<R>(
  entry: PlanEntry<R>,
  edition: PlanEdition,
  earlier: readonly PlanEntry<R>[],
  home: PlanEdition | undefined,
): Availability<R> {
  const same = earlier.find((e) => e.path === entry.path && e.reach === entry.reach);
  if (same) {
    return edition.id === entry.edition
      ? { on: true, action: { kind: 'alias', of: same.id } }
      : {
          on: false,
          reason: `shown for ${entry.edition} only; here it is the same page as “${same.name}”`,
        };
  }
  const tab = tabOf(entry);
  if (tab) {
    const tabs = tabsOf(edition, tab.page);
    const index = tabs.indexOf(tab.tab);
    if (index < 0) {
      return {
        on: false,
        reason: `/${tab.page} has no ${tab.tab} tab here (tabs: ${tabs.join(', ')})`,
      };
    }
    const homeIndex = home ? tabsOf(home, tab.page).indexOf(tab.tab) : -1;
    return {
      on: true,
      action: {
        kind: 'tab',
        page: tab.page,
        tab: tab.tab,
        index,
        ...(homeIndex === index ? { reach: entry.reach } : {}),
      },
    };
  }
  if (entry.reach === undefined) return { on: true, action: { kind: 'base' } };
  const leave = entry.leave === undefined ? {} : { leave: entry.leave };
  return { on: true, action: { kind: 'reach', reach: entry.reach, ...leave } };
}
