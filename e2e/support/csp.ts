import { expect, type Page, type Response } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of a page, in every frame and across
 * navigations: the `securitypolicyviolation` events (an init script reports them through a
 * binding) and the console's "Refused to …" messages, and any Permissions-Policy error
 * (docs/release.md, "Headers").
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Also a Permissions-Policy the browser cannot read (an unknown feature is reported so).
    if (/Refused to|Content Security Policy|Permissions-Policy/i.test(text)) {
      violations.push(`console: ${text}`);
    }
  });
  await page.exposeBinding('__reportCspViolation', (source, text: string) => {
    violations.push(`${source.frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}

/** The answer's CSP is there and strict: no inline script, no wildcard source. */
export function expectStrictPolicy(response: Response | null, page: string): string {
  expect(response, page).not.toBeNull();
  const csp = response!.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, `${page} script-src`).toMatch(/^\s*script-src 'self'/);
  expect(csp, page).not.toContain("'unsafe-inline'");
  expect(csp, page).toMatch(/frame-ancestors /);
  expect(csp, page).toContain("object-src 'none'");
  return csp;
}

/** The `frame-ancestors` directive of a Content-Security-Policy header (the page's framing rule). */
export function frameAncestors(csp: string | undefined): string | undefined {
  return csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));
}
