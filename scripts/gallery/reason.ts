const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Why a screen failed, for a cell of the index: the head of the error (Playwright's own message
 * says what it waited for and how long, before its call log), without terminal colours.
 */
export function reasonOf(error: unknown, max = 300): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(colours, '');
  const head = text.split(/\n\s*Call log:/)[0]!;
  const lines = head
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4);
  const reason = lines.join(' — ') || 'unknown error';
  return reason.length > max ? `${reason.slice(0, max - 1)}…` : reason;
}
