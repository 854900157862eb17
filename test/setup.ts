import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxServer } from './sandbox-server';

// Component tests talk to the same sandbox handlers the browser tests use; any request they
// do not handle fails the test instead of passing silently.
beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sandboxServer.resetHandlers();
});
afterAll(() => sandboxServer.close());
