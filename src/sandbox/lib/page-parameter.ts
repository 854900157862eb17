/**
 * A QA switch given as a query parameter of the page that makes a call, read from the request's
 * Referer (docs/sandbox.md): undefined when there is no Referer or it lacks the parameter.
 */
export function pageParameter(referer: string | null, name: string): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}
