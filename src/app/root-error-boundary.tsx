/**
 * The app's outermost boundary and the tracking of every boundary (docs/architecture.md,
 * "Error boundaries"). An error no inner boundary caught shows "Something went wrong" with a
 * reload button instead of a blank page, is tracked (`renderError`, or `chunkLoadFailed` for a
 * chunk) and handed to `onError`: the embeddable widget will report `loaded-error` to its host
 * page from there.
 */
import { Box } from '@chakra-ui/react';
import type { ErrorInfo, ReactNode } from 'react';
import type { Tracker } from '@/lib/tracking';
import { useTracking } from '@/sign-in/contracts/tracking';
import { ErrorBoundary, ErrorMessage, ErrorReportProvider, errorEvent } from '@/ui/error-boundary';

export type AppErrorHandler = (error: unknown, info: ErrorInfo) => void;

export function RootErrorBoundary({
  tracker,
  onError,
  children,
}: {
  /** Sits above the tracking provider (so a provider's error is caught too): given directly. */
  tracker: Tracker;
  onError?: AppErrorHandler | undefined;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      onError={(error, info) => {
        tracker.track(...errorEvent(error, 'root'));
        onError?.(error, info);
      }}
      // A retry here would remount the whole app; reloading the page is the honest offer.
      fallback={(error) => (
        <Box as="main" paddingInline="4" paddingBlock="8" maxWidth="lg" marginInline="auto">
          <ErrorMessage error={error} />
        </Box>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Connects the boundaries in src/ui (routes, panels, dialogs) to the app tracker. */
export function BoundaryTracking({ children }: { children: ReactNode }) {
  const { track } = useTracking();
  return <ErrorReportProvider report={track}>{children}</ErrorReportProvider>;
}
