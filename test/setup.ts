import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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

// Dialogs, their strings and response schemas load as their own chunks on first use: on a
// busy two-core machine running test files in parallel, 1 s (the library's default) for a
// `findBy…` is sometimes not enough for that first load. Fake-timer tests set their own waits.
configure({ asyncUtilTimeout: 5000 });
