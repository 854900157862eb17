// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer boundaries of docs/architecture.md are kept by `import-x/no-restricted-paths` in
 * eslint.config.js. These cases lint a small probe file, placed (in name only; nothing is written
 * to disk) in a layer's folder, that imports a real module of another layer. They prove that the
 * resolver follows both `@/` (tsconfig `paths`) and relative imports, and that the zones cover
 * each layer, including a flow's own tests.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
const PROBE = '__layer-boundary-probe__';

// One instance for every case: the config, the parser and the resolver cache are shared.
// `no-unresolved` is added on top of the repository's config so that a case that passes proves
// its import was resolved, not skipped (the zones ignore an import the resolver cannot find).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } },
});

interface Finding {
  ruleId: string | null;
  message: string;
}

async function lint(file: string, importPath: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(`import '${importPath}';\n`, {
    filePath: path.join(repoRoot, file),
  });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const TIMEOUT = 60_000;

describe('layer boundaries (import-x/no-restricted-paths)', () => {
  it.each([
    [
      'a flow imports another flow through @/',
      `src/flows/login/${PROBE}.ts`,
      '@/flows/register/register-page',
    ],
    [
      'a flow imports another flow through a relative path',
      `src/flows/login/${PROBE}.ts`,
      '../register/register-page',
    ],
    ['a flow imports the app through @/', `src/flows/login/${PROBE}.ts`, '@/app/app'],
    [
      'a flow imports the app through a relative path',
      `src/flows/register/${PROBE}.tsx`,
      '../../app/app',
    ],
    ["a flow's test imports the app", `src/flows/login/${PROBE}.test.tsx`, '@/app/app'],
    [
      "a flow's test imports another flow",
      `src/flows/register/${PROBE}.test.ts`,
      '@/flows/login/screen/login-page',
    ],
    ['lib imports ui', `src/lib/${PROBE}.ts`, '@/ui/toaster'],
    ['lib imports api', `src/lib/${PROBE}.ts`, '@/api/api-client'],
    ['config imports api', `src/config/${PROBE}.ts`, '@/api/api-client'],
    ['api imports ui', `src/api/${PROBE}.ts`, '@/ui/toaster'],
    ['ui imports api', `src/ui/${PROBE}.tsx`, '@/api/api-client'],
    ['editions imports a flow', `src/editions/${PROBE}.ts`, '@/flows/login/screen/login-page'],
    ['sign-in imports a flow', `src/sign-in/${PROBE}.ts`, '@/flows/login/screen/login-page'],
    [
      'a feature imports a flow',
      `src/features/turkey-bridge/${PROBE}.tsx`,
      '@/flows/login/screen/login-page',
    ],
  ])(
    'reports: %s',
    async (_case, file, importPath) => {
      const findings = await lint(file, importPath);
      expect(findings.map((finding) => finding.ruleId)).toEqual([RULE]);
      expect(findings[0]?.message).toContain(`Unexpected path "${importPath}"`);
      expect(findings[0]?.message).toContain(`[${RULE}:`);
    },
    TIMEOUT,
  );

  it.each([
    ['a flow imports ui', `src/flows/login/${PROBE}.ts`, '@/ui/toaster'],
    ['a flow imports lib', `src/flows/login/${PROBE}.ts`, '@/lib/storage'],
    ['a flow imports api', `src/flows/login/${PROBE}.ts`, '@/api/api-client'],
    ['a flow imports editions', `src/flows/login/${PROBE}.ts`, '@/editions/edition-context'],
    [
      'a flow imports a sibling in its own folder',
      `src/flows/login/screen/${PROBE}.ts`,
      './login-page',
    ],
    [
      "a flow's test imports its own flow through @/",
      `src/flows/login/${PROBE}.test.tsx`,
      '@/flows/login/screen/login-page',
    ],
    ['api imports lib', `src/api/${PROBE}.ts`, '@/lib/storage'],
    [
      'a feature imports editions',
      `src/features/turkey-bridge/${PROBE}.tsx`,
      '@/editions/edition-context',
    ],
    ['the app imports a flow', `src/app/${PROBE}.tsx`, '@/flows/login/screen/login-page'],
  ])(
    'allows: %s',
    async (_case, file, importPath) => {
      expect(await lint(file, importPath)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'declares one zone for every folder in src/flows',
    async () => {
      const flows = fs
        .readdirSync(path.join(repoRoot, 'src/flows'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const config = (await eslint.calculateConfigForFile(
        path.join(repoRoot, `src/flows/${PROBE}.ts`),
      )) as { rules: Record<string, [unknown, { zones: { target: string }[] }]> };
      const targets = config.rules[RULE]?.[1].zones.map((zone) => zone.target) ?? [];
      for (const flow of flows) expect(targets).toContain(`./src/flows/${flow}`);
      expect(targets).toContain('./src/sign-in');
    },
    TIMEOUT,
  );
});
