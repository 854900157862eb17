/**
 * The chat identity as the client builds it from the raw init data (docs/mini-app.md, "The chat
 * identity"): the user's fields at the top level with `id` as text, without `allows_write_to_pm`,
 * plus `init_data` (byte for byte) and `auth_date`. `overrides` replace fields afterwards.
 */
export function chatIdentityJson(
  initData: string,
  overrides: Readonly<Record<string, unknown>> = {},
): string {
  const params = new URLSearchParams(initData);
  const user = JSON.parse(params.get('user') ?? '{}') as Record<string, unknown>;
  const { id, allows_write_to_pm: _dropped, ...rest } = user;
  return JSON.stringify({
    init_data: initData,
    auth_date: Number(params.get('auth_date')),
    id: String(id),
    ...rest,
    ...overrides,
  });
}
