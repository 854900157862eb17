/**
 * The CSP hash sources (`'sha256-…'`) of every inline script and style in an edition's built
 * HTML (the no-flash script, the early-submit script, the prerendered pages' critical CSS), so
 * the policy allows exactly those and no 'unsafe-inline' (docs/release.md, "Headers").
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineSources } from './security-headers';

/** Script types a browser executes; a data block (`application/json`) is never run. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

export function inlineSourcesOfHtml(html: string): InlineSources {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(hashSource(body));
  }
  const styles = [...html.matchAll(STYLE)].map(([, body = '']) => hashSource(body));
  return { scripts, styles };
}

function htmlFiles(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : htmlFiles(file, skip);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Every inline source of the HTML pages under an edition's output folder, sorted and unique. */
export function inlineSourcesOfEdition(outDir: string): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles(outDir, new Set(['assets', 'locales', 'server']))) {
    const found = inlineSourcesOfHtml(readFileSync(file, 'utf8'));
    found.scripts.forEach((s) => scripts.add(s));
    found.styles.forEach((s) => styles.add(s));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
