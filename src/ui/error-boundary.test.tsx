import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import { ChunkBoundary, ErrorReportProvider, type ReportError } from './error-boundary';
import { CHUNK_LOAD_TIMEOUT_MS, lazyWithTimeout } from './lazy-with-timeout';
import { renderWithUi } from './test-utils/render-with-ui';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const CHUNK_URL = 'http://localhost:4173/assets/login-page-Bx12cd.js';
const chromiumImportError = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);

function LoginHeading() {
  return <h1>Log in</h1>;
}

function renderInBoundary(ui: ReactNode, report: ReportError = () => undefined) {
  return renderWithUi(
    <I18nextProvider i18n={i18n}>
      <ErrorReportProvider report={report}>
        <Suspense fallback={<p>Loading page</p>}>
          <ChunkBoundary name="login">{ui}</ChunkBoundary>
        </Suspense>
      </ErrorReportProvider>
    </I18nextProvider>,
  );
}

// React logs every error a boundary catches; the tests look at what the page shows instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChunkBoundary around a lazyWithTimeout chunk', () => {
  it('shows a chunk that failed to load with its type and address, and Retry loads it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof LoginHeading }>>()
      .mockRejectedValueOnce(chromiumImportError())
      .mockResolvedValueOnce({ default: LoginHeading });
    const LoginPage = lazyWithTimeout(load, 'login-page');
    const report = vi.fn<ReportError>();
    const { user } = renderInBoundary(<LoginPage />, report);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of this page could not be loaded');
    expect(alert).toHaveTextContent('Failed to load: the download did not complete.');
    expect(alert).toHaveTextContent(`Address: ${CHUNK_URL}`);
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(report).toHaveBeenCalledWith('chunkLoadFailed', {
      type: 'error',
      address: CHUNK_URL,
      boundary: 'login',
    });

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the time-out at 120 000 ms and not at 119 999 ms for a chunk that never arrives', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const load = vi
      .fn<() => Promise<{ default: typeof LoginHeading }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ default: LoginHeading });
    const LoginPage = lazyWithTimeout(load, 'login-page');
    const report = vi.fn<ReportError>();
    renderInBoundary(<LoginPage />, report);

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Timed out: it did not arrive within 120 seconds.');
    expect(alert).toHaveTextContent('Address: login-page');
    expect(report).toHaveBeenCalledWith('chunkLoadFailed', {
      type: 'timeout',
      address: 'login-page',
      boundary: 'login',
    });

    // Retry is a fresh attempt with a fresh 120 s, not the promise that never settled.
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows "Something went wrong" for an error thrown while rendering and tracks renderError', async () => {
    function Broken(): ReactNode {
      throw new RangeError('bad step');
    }
    const report = vi.fn<ReportError>();
    renderInBoundary(<Broken />, report);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(report).toHaveBeenCalledWith('renderError', {
      message: 'RangeError: bad step',
      boundary: 'login',
    });
  });
});
