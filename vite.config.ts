import { defineConfig } from 'vite';
import type { EnvironmentName } from './src/editions/manifest-schema';
import { createViteConfig } from './scripts/vite/create-vite-config';

// `npm start` and Vitest use this file; `npm run build` calls createViteConfig per edition.
export default defineConfig(
  createViteConfig({
    edition: process.env.EDITION ?? 'global',
    environment: (process.env.APP_ENV as EnvironmentName | undefined) ?? 'sandbox',
    sandboxPort: Number(process.env.SANDBOX_PORT ?? 4010),
  }),
);
