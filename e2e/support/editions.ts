import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { EditionManifest } from '../../src/editions/manifest-schema';

const editionsDir = path.resolve(import.meta.dirname, '../../editions');

/** Every edition manifest, read at collection time so the matrix follows the files. */
export const manifests: EditionManifest[] = readdirSync(editionsDir)
  .filter((f) => f.endsWith('.json') && f !== 'manifest.schema.json')
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(editionsDir, f), 'utf8')) as EditionManifest);

export function manifestOf(id: string): EditionManifest {
  const manifest = manifests.find((m) => m.id === id);
  if (!manifest) throw new Error(`No edition ${id}`);
  return manifest;
}

const port = Number(process.env.E2E_PORT ?? 4173);

/** Origin of an edition on the local preview server (`eu.localhost:4173`). */
export function originOf(manifest: EditionManifest): string {
  const host = manifest.hosts.sandbox.find((h) => h.endsWith('.localhost')) ?? 'localhost';
  return `http://${host}:${port}`;
}

/**
 * A fresh plus-alias of a sandbox account (`banned+tag…@example.com`): its own copy with the
 * same scenario, so parallel tests never share attempt counters or bans (docs/sandbox.md).
 */
export function accountAlias(account: string, tag: string): string {
  const [local, domain] = account.split('@');
  return `${local}+${tag.replace(/[^a-z0-9]/gi, '').toLowerCase()}${Date.now().toString(36)}@${domain}`;
}

/** A fresh alias of the demo account, so parallel tests never share attempt counters. */
export function demoAlias(tag: string): string {
  return accountAlias('demo@example.com', tag);
}

export const DEMO_PASSWORD = 'Sandbox123';

/**
 * An account that logs straight in on this edition. The demo account is registered on the global
 * site; the Netherlands site only serves its own accounts (the site jump is forced there), so it
 * uses the sandbox's Netherlands resident.
 */
export function loginAccountFor(manifest: EditionManifest, tag: string): string {
  return manifest.siteCode === 'NLD'
    ? 'nl-resident@example.com'
    : demoAlias(`${manifest.id}${tag}`);
}
