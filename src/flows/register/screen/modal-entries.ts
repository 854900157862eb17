import { localStore } from '@/lib/storage';

/**
 * How often this browser has opened the register modal. The retention confirmation only
 * appears when it is not the first entry (docs/registration.md, "Screens and how to reach them",
 * Modal), so a first-time visitor can always close the modal in one click.
 */
export const MODAL_ENTRIES_KEY = 'register-modal-entries';

/** Counts this opening and says whether it was the first. */
export function recordModalEntry(): { firstEntry: boolean } {
  const previous = Number(localStore.get(MODAL_ENTRIES_KEY) ?? '0');
  const count = Number.isFinite(previous) && previous > 0 ? previous : 0;
  localStore.set(MODAL_ENTRIES_KEY, String(count + 1));
  return { firstEntry: count === 0 };
}

/**
 * Modal (docs/registration.md, "Screens and how to reach them"): confirm before closing only with
 * an offer, after the first entry.
 */
export function needsRetentionConfirmation(input: {
  readonly offerActive: boolean;
  readonly firstEntry: boolean;
}): boolean {
  return input.offerActive && !input.firstEntry;
}
