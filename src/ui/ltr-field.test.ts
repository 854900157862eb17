import { describe, expect, it } from 'vitest';
import { isLeftToRightField } from './ltr-field';

describe('isLeftToRightField', () => {
  it.each([
    [{ type: 'email' }],
    [{ type: 'password' }],
    [{ type: 'tel' }],
    // A shown password is a text field that still holds a password.
    [{ type: 'text', autoComplete: 'current-password' }],
    [{ type: 'text', autoComplete: 'new-password' }],
    [{ type: 'text', inputMode: 'email', autoComplete: 'username' }],
    [{ type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' }],
    [{ autoComplete: 'tel-national' }],
  ])('keeps %o left to right', (field) => {
    expect(isLeftToRightField(field)).toBe(true);
  });

  it.each([[{ type: 'text' }], [{ type: 'search' }], [{ autoComplete: 'name' }], [{}]])(
    'lets %o follow the page',
    (field) => {
      expect(isLeftToRightField(field)).toBe(false);
    },
  );
});
