/**
 * Stands in for `use-sync-external-store/shim` (react-i18next imports it for React 17 and
 * older): React 19 has the hook itself, so the shim's fallback would only add bytes to every
 * page's first load (docs/performance.md, "Where the first load stands, and what is left to
 * cut"). Wired in scripts/vite/create-vite-config.ts as an alias.
 */
export { useSyncExternalStore } from 'react';
