/**
 * What the host page receives of a sign-in or registration answer (docs/embedding.md, "Events"):
 * credentials never reach it.
 */

/** Keys of a sign-in or registration answer that are credentials: never handed to a host page. */
const CREDENTIAL_KEY = /token|secret|password|cookie|serial_no/i;

/**
 * The answer as the host receives it: every credential-like field removed, at any depth (a value
 * that contains itself is left out where it recurs).
 */
export function withoutCredentials(value: unknown): Record<string, unknown> {
  const strip = (input: unknown, ancestors: ReadonlySet<object>): unknown => {
    if (input === null || typeof input !== 'object') return input;
    if (ancestors.has(input)) return undefined;
    const inside = new Set(ancestors).add(input);
    if (Array.isArray(input)) return input.map((item) => strip(item, inside));
    return Object.fromEntries(
      Object.entries(input)
        .filter(([key]) => !CREDENTIAL_KEY.test(key))
        .map(([key, item]) => [key, strip(item, inside)]),
    );
  };
  const stripped = strip(value, new Set());
  return stripped && typeof stripped === 'object' && !Array.isArray(stripped)
    ? (stripped as Record<string, unknown>)
    : {};
}
