/**
 * The /register page of another of our sites (docs/registration-pieces.md, "Residence"). The
 * landing link's attribution parameters go along, so an affiliate or referral still counts there.
 */

export const CARRIED_QUERY_PARAMETERS: readonly string[] = [
  'affiliate_id',
  'group_id',
  'group_type',
  'ref',
];

export function siteRegisterUrl(input: {
  targetHost: string;
  location: Pick<Location, 'protocol' | 'port' | 'search'>;
}): string {
  const current = new URLSearchParams(input.location.search);
  const kept = new URLSearchParams();
  for (const name of CARRIED_QUERY_PARAMETERS) {
    for (const value of current.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  // Sandbox hosts share the preview server's port; real hosts never carry one.
  const port =
    input.targetHost.endsWith('localhost') && input.location.port ? `:${input.location.port}` : '';
  return `${input.location.protocol}//${input.targetHost}${port}/register${query ? `?${query}` : ''}`;
}
