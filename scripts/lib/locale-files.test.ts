// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  localeFolderExists,
  localeNamespaceFiles,
  overlayStrings,
  readLocaleNamespace,
} from './locale-files';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function locales(files: Record<string, unknown>): string {
  root = mkdtempSync(path.join(tmpdir(), 'locale-files-'));
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(data));
  }
  return root;
}

describe('locale files with regional variants', () => {
  it('lays a variant over its base, key by key at every depth', () => {
    expect(
      overlayStrings(
        { title: 'Senha', fields: { email: 'E-mail', mobile: 'Celular' }, ok: 'OK' },
        { title: 'Palavra-passe', fields: { mobile: 'Telemóvel' } },
      ),
    ).toEqual({
      title: 'Palavra-passe',
      fields: { email: 'E-mail', mobile: 'Telemóvel' },
      ok: 'OK',
    });
  });

  it('reads a variant merged, with its base’s namespaces, and a plain folder as it is', () => {
    const dir = locales({
      'variants.json': { $comment: 'x', 'pt-PT': 'pt' },
      'pt/login.json': { password: 'Senha', submit: 'Entrar' },
      'pt/common.json': { close: 'Fechar' },
      'pt-PT/login.json': { password: 'Palavra-passe', submit: 'Iniciar sessão' },
    });
    expect(localeNamespaceFiles(dir, 'pt-PT')).toEqual(['common.json', 'login.json']);
    expect(readLocaleNamespace(dir, 'pt-PT', 'login.json')).toEqual({
      password: 'Palavra-passe',
      submit: 'Iniciar sessão',
    });
    // A namespace the variant leaves alone is the base's.
    expect(readLocaleNamespace(dir, 'pt-PT', 'common.json')).toEqual({ close: 'Fechar' });
    expect(readLocaleNamespace(dir, 'pt', 'login.json')).toEqual({
      password: 'Senha',
      submit: 'Entrar',
    });
    expect(localeFolderExists(dir, 'pt-PT')).toBe(true);
    expect(localeFolderExists(dir, 'es-ES')).toBe(false);
  });
});
