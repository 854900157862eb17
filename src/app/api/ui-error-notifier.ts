import type { ErrorNotifier } from '@/api/error-notifier';
import { showToast } from '@/ui/show-toast';

/**
 * Shows the wrapper's toasts in the app's toaster. Dialogs the wrapper opens by name are handed
 * to `openDialog`, which the dialog host fills in once it is mounted.
 */
export function createUiErrorNotifier(openDialog: ErrorNotifier['dialog']): ErrorNotifier {
  return {
    toast: ({ message, durationMs, status }) => {
      showToast({ type: status, description: message, duration: durationMs });
    },
    dialog: openDialog,
  };
}
