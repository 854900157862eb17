/** The environments a build can be made for (`npm run build -- --env <name>`). */
export const environments = ['sandbox', 'testnet', 'production'] as const;
export type EnvironmentName = (typeof environments)[number];
