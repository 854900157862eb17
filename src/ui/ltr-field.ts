/**
 * Which fields stay left to right on a right-to-left page (docs/theming.md, "Right to left"):
 * e-mail addresses, phone numbers, codes, user names and passwords are written left to right in
 * every language, so they are typed and shown that way, isolated from the page's direction.
 */
export interface FieldKind {
  readonly type?: string | undefined;
  readonly inputMode?: string | undefined;
  readonly autoComplete?: string | undefined;
}

const LTR_TYPES = new Set(['email', 'password', 'tel', 'url', 'number']);
const LTR_INPUT_MODES = new Set(['email', 'tel', 'numeric', 'decimal', 'url']);
const LTR_AUTOCOMPLETE =
  /\b(?:username|email|tel[\w-]*|one-time-code|current-password|new-password)\b/;

export function isLeftToRightField({ type, inputMode, autoComplete }: FieldKind): boolean {
  return (
    (type !== undefined && LTR_TYPES.has(type)) ||
    (inputMode !== undefined && LTR_INPUT_MODES.has(inputMode)) ||
    (autoComplete !== undefined && LTR_AUTOCOMPLETE.test(autoComplete))
  );
}
