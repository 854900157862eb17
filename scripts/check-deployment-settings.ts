/**
 * `npm run settings:check -- --env production [--settings file]`: checks a testnet or production
 * deployment settings file without building (docs/release.md, "Deployment settings"). Prints every
 * problem with the file, the setting and the rule, and exits 1; prints a summary when it loads.
 */
import path from 'node:path';
import { parseArgs } from './lib/cli-args';
import { DeploymentSettingsError, loadDeployment } from './lib/deployment-settings';
import { formatProblem, loadEditions, projectRoot } from './lib/editions';

const args = parseArgs(process.argv.slice(2), { env: 'string', settings: 'string' });
const environment = args.env ?? 'production';
if (environment !== 'testnet' && environment !== 'production') {
  console.error('--env must be testnet or production (the sandbox needs no settings file)');
  process.exit(1);
}
const { editions, problems } = await loadEditions();
if (problems.length > 0) {
  console.error(
    `Edition manifests are invalid:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
  );
  process.exit(1);
}
try {
  const file = typeof args.settings === 'string' ? path.resolve(args.settings) : undefined;
  const deployment = loadDeployment(environment, editions.values(), { root: projectRoot, file });
  console.log(
    `${path.relative(process.cwd(), deployment.file)}: every setting is valid for ${environment}.`,
  );
  console.log(`  API ${deployment.environment.apiBase}`);
  for (const [id, hosts] of Object.entries(deployment.hosts))
    console.log(`  ${id.padEnd(7)} ${hosts.join(', ')}`);
} catch (error) {
  if (!(error instanceof DeploymentSettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
