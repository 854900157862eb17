// @vitest-environment node
import { reasonOf } from './reason';

describe('reasonOf', () => {
  it('keeps the head of a Playwright error and drops its call log and colours', () => {
    const esc = String.fromCharCode(27);
    const error = new Error(
      `expect(${esc}[31mlocator${esc}[39m).toBeVisible() failed\n\nLocator: getByRole('dialog')\nExpected: visible\nTimeout: 5000ms\n\nCall log:\n  - waiting for getByRole('dialog')`,
    );
    expect(reasonOf(error)).toBe(
      "expect(locator).toBeVisible() failed — Locator: getByRole('dialog') — Expected: visible — Timeout: 5000ms",
    );
  });

  it('shortens a long reason and reads anything thrown', () => {
    expect(reasonOf('x'.repeat(400), 10)).toBe('xxxxxxxxx…');
    expect(reasonOf(undefined)).toBe('undefined');
    expect(reasonOf(new Error(''))).toBe('unknown error');
  });
});
