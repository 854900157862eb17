import {
  createContext,
  Fragment,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** Renders a dialog; calling `resolve` closes it and settles the `open` promise with the choice. */
export type DialogRenderer<R> = (resolve: (choice: R) => void) => ReactNode;

export interface DialogService {
  /** Shows a dialog and waits for the visitor's choice, so flows read as straight sequences. */
  open<R>(render: DialogRenderer<R>): Promise<R>;
}

const DialogServiceContext = createContext<DialogService | null>(null);

/**
 * Hosts the open dialogs. Dialog components are usually `React.lazy`: the Suspense boundary here
 * lets their code load on first use without blanking the page.
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
      {children}
      <Suspense fallback={null}>
        {open.map((dialog) => (
          <Fragment key={dialog.id}>{dialog.node}</Fragment>
        ))}
      </Suspense>
    </DialogServiceContext>
  );
}

export function useDialogs(): DialogService {
  const service = use(DialogServiceContext);
  if (!service) throw new Error('useDialogs must be used inside <DialogServiceProvider>');
  return service;
}
