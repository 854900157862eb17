/**
 * Digits as ASCII 0–9, whatever keyboard typed them: Arabic-Indic (٠–٩, U+0660–0669), Persian
 * and Urdu (۰–۹, U+06F0–06F9) and full-width (０–９, U+FF10–FF19, from Chinese and Japanese
 * input methods). Codes and phone numbers are sent to the exchange in ASCII
 * (docs/editions.md, "Languages and translations"). In all three ranges the low four bits are
 * the digit's value.
 */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g;

export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}
