/** The login answer codes this flow acts on itself (login-and-shared.md §8). */
export const WRONG_PASSWORD_CODE = 31002;
export const BANNED_CODE = 31003;
export const OVER_LIMIT_CODE = 31030;
