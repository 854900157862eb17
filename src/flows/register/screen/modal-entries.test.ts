import { MODAL_ENTRIES_KEY, needsRetentionConfirmation, recordModalEntry } from './modal-entries';

describe('modal entries and the retention confirmation', () => {
  beforeEach(() => localStorage.clear());

  it('knows the first entry from the later ones', () => {
    expect(recordModalEntry()).toEqual({ firstEntry: true });
    expect(recordModalEntry()).toEqual({ firstEntry: false });
    expect(localStorage.getItem(MODAL_ENTRIES_KEY)).toBe('2');
  });

  it('asks to confirm only with an active offer and not on the first entry', () => {
    expect(needsRetentionConfirmation({ offerActive: true, firstEntry: false })).toBe(true);
    expect(needsRetentionConfirmation({ offerActive: true, firstEntry: true })).toBe(false);
    expect(needsRetentionConfirmation({ offerActive: false, firstEntry: false })).toBe(false);
  });
});
