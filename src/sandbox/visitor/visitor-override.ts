import type { SandboxVisitorOverride } from '../state/records';

/** '0'/'1' (or 0/1) as a flag; anything else means "not said". */
export function parseFlag(value: unknown): 0 | 1 | undefined {
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  return undefined;
}

/** An override built from loosely typed inputs, or undefined when none of its fields is set. */
export function toVisitorOverride(input: {
  country?: unknown;
  isVisible?: unknown;
  isLogin?: unknown;
  ip?: unknown;
}): SandboxVisitorOverride | undefined {
  const override: SandboxVisitorOverride = {
    country: typeof input.country === 'string' && input.country !== '' ? input.country : undefined,
    isVisible: parseFlag(input.isVisible),
    isLogin: parseFlag(input.isLogin),
    ip: typeof input.ip === 'string' && input.ip !== '' ? input.ip : undefined,
  };
  return Object.values(override).some((value) => value !== undefined) ? override : undefined;
}
