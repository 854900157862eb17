/** The login answer codes this flow acts on itself (docs/login.md, "Refusals"). */
export const WRONG_PASSWORD_CODE = 31002;
export const BANNED_CODE = 31003;
export const OVER_LIMIT_CODE = 31030;
