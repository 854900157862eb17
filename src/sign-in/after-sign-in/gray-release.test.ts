import { GRAY_RELEASE_USER_ID_TAILS, isGrayReleaseUser } from './gray-release';

describe('isGrayReleaseUser (docs/login.md, "After sign-in", gray release)', () => {
  it('takes in the spec digits 0, 1, 2, 3 and 5', () => {
    expect(GRAY_RELEASE_USER_ID_TAILS).toEqual(['0', '1', '2', '3', '5']);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [5, true],
    [6, false],
    [7, false],
    [8, false],
    [9, false],
  ])(
    'a user id ending in %i is in the gray release: %s (as text and as a number)',
    (digit, inRelease) => {
      expect(isGrayReleaseUser(`1000029${digit}`)).toBe(inRelease);
      expect(isGrayReleaseUser(10000290 + digit)).toBe(inRelease);
      expect(isGrayReleaseUser(digit)).toBe(inRelease);
    },
  );

  it('reads the last character of the id, spaces around it aside', () => {
    expect(isGrayReleaseUser(' 10000001 ')).toBe(true);
    expect(isGrayReleaseUser('10000014')).toBe(false);
  });

  it('never takes in an id without a final digit', () => {
    expect(isGrayReleaseUser('')).toBe(false);
    expect(isGrayReleaseUser('user-1a')).toBe(false);
    expect(isGrayReleaseUser(Number.NaN)).toBe(false);
  });

  it('uses the digits of the gray config when it gives some; an empty list takes in nobody', () => {
    expect(isGrayReleaseUser('10000004', ['4'])).toBe(true);
    expect(isGrayReleaseUser('10000001', ['4'])).toBe(false);
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isGrayReleaseUser(`1000000${digit}`, [])).toBe(false);
    }
  });
});
