import {
  createContext,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Box } from '@chakra-ui/react';
import { ChunkBoundary, ErrorMessage } from './error-boundary';

/** Renders a dialog; calling `resolve` closes it and settles the `open` promise with the choice. */
export type DialogRenderer<R> = (resolve: (choice: R) => void) => ReactNode;

export interface DialogService {
  /** Shows a dialog and waits for the visitor's choice, so flows read as straight sequences. */
  open<R>(render: DialogRenderer<R>): Promise<R>;
}

const DialogServiceContext = createContext<DialogService | null>(null);

/**
 * Whether one of the service's dialogs is open: the flow that opened it is waiting for the
 * visitor, not the network, so its busy submit button stops its spinner meanwhile
 * (submit-button.tsx; docs/performance.md, "Nothing moves behind a dialog").
 */
const DialogOpenContext = createContext(false);

/**
 * Hosts the open dialogs. Dialog components are usually lazy (`lazyWithTimeout`): the Suspense
 * boundary here lets their code load on first use without blanking the page, and each dialog's
 * error boundary shows a chunk that failed (or took 120 s) at the foot of the screen, with
 * Retry, while the flow that opened it keeps waiting (docs/architecture.md, "Error boundaries").
 */
export function DialogServiceProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<readonly { id: number; node: ReactNode }[]>([]);
  const [nextId] = useState(() => ({ value: 0 }));

  const openDialog = useCallback(
    <R,>(render: DialogRenderer<R>) =>
      new Promise<R>((resolve) => {
        const id = ++nextId.value;
        const settle = (choice: R) => {
          setOpen((dialogs) => dialogs.filter((d) => d.id !== id));
          resolve(choice);
        };
        setOpen((dialogs) => [...dialogs, { id, node: render(settle) }]);
      }),
    [nextId],
  );
  const service = useMemo<DialogService>(() => ({ open: openDialog }), [openDialog]);

  return (
    <DialogServiceContext value={service}>
      <DialogOpenContext value={open.length > 0}>{children}</DialogOpenContext>
      <Suspense fallback={null}>
        {open.map((dialog) => (
          <ChunkBoundary key={dialog.id} name="dialog" fallback={dialogFailure}>
            {dialog.node}
          </ChunkBoundary>
        ))}
      </Suspense>
    </DialogServiceContext>
  );
}

function dialogFailure(error: unknown, retry: () => void) {
  return (
    <Box
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="modal"
      paddingInline="4"
      bg="bg.panel"
      borderTopWidth="1px"
    >
      <ErrorMessage error={error} retry={retry} />
    </Box>
  );
}

export function useDialogs(): DialogService {
  const service = use(DialogServiceContext);
  if (!service) throw new Error('useDialogs must be used inside <DialogServiceProvider>');
  return service;
}

export function useDialogOpen(): boolean {
  return use(DialogOpenContext);
}
