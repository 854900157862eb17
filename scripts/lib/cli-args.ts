/** Minimal `--name value` / `--flag` parser: scripts take few options and must name bad ones. */
export function parseArgs(
  argv: readonly string[],
  spec: Record<string, 'string' | 'boolean' | 'list'>,
): Record<string, string | boolean | string[] | undefined> {
  const out: Record<string, string | boolean | string[] | undefined> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const [rawName, inlineValue] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const kind = spec[rawName];
    if (!kind)
      throw new Error(
        `Unknown option --${rawName} (known: ${Object.keys(spec)
          .map((k) => `--${k}`)
          .join(', ')})`,
      );
    if (kind === 'boolean') {
      out[rawName] = true;
      continue;
    }
    const value = inlineValue ?? argv[++i];
    if (value === undefined || value.startsWith('--'))
      throw new Error(`--${rawName} needs a value`);
    if (kind === 'list') {
      const prev = (out[rawName] as string[] | undefined) ?? [];
      out[rawName] = [...prev, ...value.split(',').filter(Boolean)];
    } else {
      out[rawName] = value;
    }
  }
  return out;
}
