import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { CloseIcon } from './icons';
import { toastRecipe } from './theme/toast-recipe';

/**
 * The app's one toast queue, shown at the centre of the screen. Callers pass the copy and the duration
 * the spec gives for each case (2 s, 5 s, ...): `toaster.create({ type: 'error', description,
 * duration: 2000 })`. Nothing here has a default duration on purpose.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true });

export interface AppToasterProps {
  /** Accessible name of the close button on closable toasts. */
  closeLabel: string;
  /** Accessible name of the toasts' region (Zag's own is English: "Notifications, top (alt+T)"). */
  label: string;
}

/** Renders the toasts; mount it once, near the root of the app. */
export function AppToaster({ closeLabel, label }: AppToasterProps) {
  return (
    <Portal>
      <Toaster
        toaster={toaster}
        aria-label={label}
        insetInline="4"
        // The spec puts toasts at the screen centre; Zag positions the group inline at the top,
        // hence the override.
        css={{ top: '50% !important', transform: 'translateY(-50%)' }}
      >
        {(toast) => (
          <Toast.Root recipe={toastRecipe}>
            {toast.type === 'loading' ? null : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title != null && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description != null && (
                <Toast.Description>{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && (
              <Toast.CloseTrigger aria-label={closeLabel}>
                <CloseIcon />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
