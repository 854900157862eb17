import type { ErrorNotifier } from '@/api/error-notifier';
import { toaster } from '@/ui/toaster';

/**
 * Shows the wrapper's toasts in the app's toaster. Dialogs the wrapper opens by name are handed
 * to `openDialog`, which the dialog host fills in once it is mounted.
 */
export function createUiErrorNotifier(openDialog: ErrorNotifier['dialog']): ErrorNotifier {
  return {
    toast: ({ message, durationMs, status }) => {
      toaster.create({ type: status, description: message, duration: durationMs, closable: true });
    },
    dialog: openDialog,
  };
}
