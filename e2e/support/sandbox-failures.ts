import { expect, type Page } from '@playwright/test';

/** The device id this browser sends as `Guid` (set by the page on its first call). */
export async function deviceIdOf(page: Page): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = (await page.context().cookies()).find((cookie) => cookie.name === 'deviceId')?.value;
      return id;
    })
    .toBeTruthy();
  return id ?? '';
}

export type SandboxFailure =
  | { readonly mode: 'retCode'; readonly retCode: number; readonly times?: number }
  | { readonly mode: 'http500'; readonly times?: number };

/**
 * The sandbox's failure control (docs/sandbox.md, "Failure controls"), scoped to this browser's
 * device id: its next call to `path` (or next `times` calls) answers as asked.
 */
export async function failNextCall(
  page: Page,
  path: string,
  failure: SandboxFailure,
  deviceId?: string,
): Promise<void> {
  const rule = await page.request.post('/x-api/__sandbox/fail', {
    data: { path, ...failure, guid: deviceId ?? (await deviceIdOf(page)) },
  });
  expect(((await rule.json()) as { ret_code: number }).ret_code).toBe(0);
}
