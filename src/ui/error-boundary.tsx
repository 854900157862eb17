/**
 * Error boundaries (docs/architecture.md, "Error boundaries"): a failed or timed-out lazy chunk,
 * or an error thrown while rendering, shows a message in place of the part that failed instead
 * of a blank page. Every boundary reports what it caught through `ErrorReportProvider`, which
 * the app connects to its tracker (`useTracking()`); src/ui itself imports no tracker.
 *
 * The fallback uses only components the first load already has (Stack, Text, Button): it must
 * show when the network is what failed.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Component, createContext, Fragment, use, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './lazy-with-timeout';

// Lazy sites import the loader from here, with the boundary: one module, so one chunk.
export { lazyWithTimeout } from './lazy-with-timeout';

export type ReportError = (event: string, data: Readonly<Record<string, unknown>>) => void;

const ErrorReportContext = createContext<ReportError>(() => undefined);

/** Where every boundary below reports (the app passes its tracker's `track`). */
export function ErrorReportProvider({
  report,
  children,
}: {
  report: ReportError;
  children: ReactNode;
}) {
  return <ErrorReportContext value={report}>{children}</ErrorReportContext>;
}

/** The tracked event for a caught error: `chunkLoadFailed` or `renderError`. */
export function errorEvent(
  error: unknown,
  boundary: string,
): [event: string, data: Record<string, unknown>] {
  if (error instanceof ChunkLoadError) {
    return ['chunkLoadFailed', { type: error.type, address: error.address, boundary }];
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return ['renderError', { message: message.slice(0, 300), boundary }];
}

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  readonly fallback: (error: unknown, retry: () => void) => ReactNode;
  readonly onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly attempt: number;
}

/**
 * Shows `fallback` instead of children that threw. `retry` starts a fresh import of a failed
 * chunk (`ChunkLoadError.retry`) and remounts the children under a new key.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) error.retry();
    this.setState(({ attempt }) => ({ failed: false, error: null, attempt: attempt + 1 }));
  };

  override render() {
    const { failed, error, attempt } = this.state;
    if (failed) return this.props.fallback(error, this.retry);
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}

function reloadPage() {
  window.location.reload();
}

/**
 * What a boundary shows: for a chunk, what failed (timed out / failed to load), its address,
 * Retry (when the boundary gives `retry`) and Reload; for anything else, "Something went
 * wrong" and Reload.
 */
export function ErrorMessage({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('common');
  const chunk = error instanceof ChunkLoadError ? error : undefined;
  return (
    <Stack role="alert" gap="3" paddingBlock="4" textAlign="start">
      <Text fontWeight="semibold">{chunk ? t('chunkError.title') : t('appError.title')}</Text>
      {chunk ? (
        <>
          <Text>
            {chunk.type === 'timeout'
              ? t('chunkError.timeout', { count: chunk.timeoutMs / 1000 })
              : t('chunkError.error')}
          </Text>
          <Text wordBreak="break-all">
            {t('chunkError.address')} <bdi>{chunk.address}</bdi>
          </Text>
        </>
      ) : (
        <Text>{t('appError.body')}</Text>
      )}
      <Stack direction="row" gap="3" flexWrap="wrap">
        {chunk && retry && (
          <Button colorPalette="brand" onClick={retry}>
            {t('chunkError.retry')}
          </Button>
        )}
        <Button variant="outline" onClick={reloadPage}>
          {t('appError.retry')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A boundary around a lazy part of the page (a route, a panel, a dialog): it shows
 * `ErrorMessage` in that part's place and reports `chunkLoadFailed` / `renderError` with
 * `boundary: name`. `fallback` replaces the message where a smaller one fits (null: nothing).
 */
export function ChunkBoundary({
  name,
  children,
  fallback,
}: {
  name: string;
  children: ReactNode;
  fallback?: (error: unknown, retry: () => void) => ReactNode;
}) {
  const report = use(ErrorReportContext);
  return (
    <ErrorBoundary
      onError={(error) => report(...errorEvent(error, name))}
      fallback={fallback ?? ((error, retry) => <ErrorMessage error={error} retry={retry} />)}
    >
      {children}
    </ErrorBoundary>
  );
}
