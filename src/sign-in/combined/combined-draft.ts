/**
 * What the visitor typed, carried across the combined page's switch (docs/login.md, "Combined
 * register/login page"): the fields both forms have (e-mail, phone and its dialling code, the
 * password). Kept in this module's memory only, under an id the switch's navigation carries in
 * the history state, so the password never reaches the URL or the stored history; a reload or
 * a second switch forgets the previous draft.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface CombinedDraft {
  readonly email?: string | undefined;
  readonly mobile?: string | undefined;
  readonly countryCode?: string | undefined;
  readonly password?: string | undefined;
}

const STATE_KEY = 'combinedDraft';
let kept: { readonly id: string; readonly draft: CombinedDraft } | undefined;
let counter = 0;
let source: (() => CombinedDraft) | undefined;

/** Keeps the draft (replacing any earlier one); returns the history state to navigate with. */
export function keepCombinedDraft(draft: CombinedDraft): Record<string, string> {
  counter += 1;
  const id = `draft-${counter}`;
  kept = { id, draft: withoutEmpty(draft) };
  return { [STATE_KEY]: id };
}

/** The draft the navigation to this page carried, if it is still kept. */
export function readCombinedDraft(state: unknown): CombinedDraft | undefined {
  if (!kept || typeof state !== 'object' || state === null) return undefined;
  const id = (state as Record<string, unknown>)[STATE_KEY];
  return id === kept.id ? kept.draft : undefined;
}

/** The draft carried to the current page (read again on every render: it never changes). */
export function useArrivingDraft(): CombinedDraft | undefined {
  return readCombinedDraft(useLocation().state);
}

function withoutEmpty(draft: CombinedDraft): CombinedDraft {
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

/**
 * The shown form says how to read its shared fields; the switch reads them as the visitor
 * switches. The form shown last wins (tabs mount one form at a time).
 */
export function useCombinedDraftSource(read: () => CombinedDraft): void {
  useEffect(() => {
    source = read;
    return () => {
      if (source === read) source = undefined;
    };
  }, [read]);
}

/** The shown form's shared fields, or nothing when no form is shown. */
export function readShownDraft(): CombinedDraft {
  return source?.() ?? {};
}
