/** One thing wrong in an edition manifest, phrased for the compliance editor who fixes it. */
export interface ManifestProblem {
  /** Path of the manifest, relative to the project root (absolute when outside it). */
  readonly file: string;
  /** JSON path inside it, such as `languages.default` (empty for the whole file). */
  readonly path: string;
  /** The rule that is broken, in words. */
  readonly rule: string;
  /** The values that would be allowed, where the rule has a closed list. */
  readonly allowed?: readonly string[];
}

export function formatProblem(problem: ManifestProblem): string {
  const where = problem.path ? `${problem.file} › ${problem.path}` : problem.file;
  const allowed = problem.allowed?.length ? ` (allowed: ${problem.allowed.join(', ')})` : '';
  return `${where}: ${problem.rule}${allowed}`;
}

/** `a.b.0.c` from zod's path array. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.map(String).join('.');
}
