/**
 * Per-environment settings a build is made for (`npm run build -- --env <name>`).
 * The sandbox API is served on the same origin under /x-api by the dev server and by
 * `npm run preview`; testnet and production point at the exchange's API hosts.
 * The RSA public key encrypts registration passwords; the sandbox holds the matching private key
 * (src/sandbox/rsa-private-key.ts). Testnet and production builds take the operator's key from
 * the RSA_PUBLIC_KEY environment variable at build time (see docs/release.md); the sandbox key
 * below is only their fallback so a local testnet/production build still runs.
 */
import type { EnvironmentName } from '../editions/manifest-schema';

export interface EnvironmentSettings {
  readonly name: EnvironmentName;
  /** Prefix of every API path; relative means same origin. */
  readonly apiBase: string;
  readonly rsaPublicKey: string;
  /** Where third-party and captcha scripts are loaded from (local stand-ins in the sandbox). */
  readonly scriptOrigin: string;
}

const sandboxPublicKey = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx843zBJ4xo7ZHzVKFQvb
tIvheJPhaxmK7+/iPASv0EJHVdab93nXAtWU0HUtooLmlxfD0e3QognQCtt91vcd
P1Ywn2Q8MZUx/LjKiQwE/hZI/u9RAQHQdKcEDxrkwxBJg2aL9TeG2fPvMmHw9zv3
F/7h5yCYL9A5fh8UaSzbwQvRfKKi+byXzCat41KoSIdtsUh+dZ10cYPcNZjko5xr
jC+Tu+eFBvhcti/AmYHrv5Nk2o/d7bqbliQYxca+swheCC49A1iUe0FWMx3HRNz+
v0aZHm+pKBbq0vARk963tyaWm51OyhZ9qWBA5IkoCYqVHVZm+j3GSsMoyCaTsFU/
7wIDAQAB
-----END PUBLIC KEY-----`;

export const environmentSettings: Record<EnvironmentName, EnvironmentSettings> = {
  sandbox: {
    name: 'sandbox',
    apiBase: '/x-api',
    rsaPublicKey: sandboxPublicKey,
    scriptOrigin: '/sandbox-scripts',
  },
  testnet: {
    name: 'testnet',
    apiBase: 'https://api-testnet.exchange.example',
    rsaPublicKey: sandboxPublicKey,
    scriptOrigin: '',
  },
  production: {
    name: 'production',
    apiBase: 'https://api.exchange.example',
    rsaPublicKey: sandboxPublicKey,
    scriptOrigin: '',
  },
};
