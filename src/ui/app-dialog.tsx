import { Dialog, IconButton, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dialogRecipe } from './theme/dialog-recipe';
import { layoutSizes } from './theme/layout-tokens';
import { CloseIcon } from './icons';
import { InDialogContext } from './in-dialog';

/** `card`: small notices (400 px); `modal`: forms and the login modal (480 px); or any px width. */
export type AppDialogWidth = 'card' | 'modal' | number;

const widthPx: Record<Exclude<AppDialogWidth, number>, number> = {
  card: layoutSizes.dialogCardWidth,
  modal: layoutSizes.modalWidth,
};

export interface AppDialogProps {
  open: boolean;
  /** Esc, the close button and (unless turned off) a click outside all end up here. */
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string | undefined;
  children: ReactNode;
  /** Buttons at the bottom, at the inline end. */
  footer?: ReactNode;
  /** Accessible name of the close button; without it there is no close button. */
  closeLabel?: string | undefined;
  /** Maximum width; the dialog narrows with the screen. Defaults to `modal`. */
  width?: AppDialogWidth;
  /** `alertdialog` for a choice the visitor must make before going on. */
  role?: 'dialog' | 'alertdialog';
  closeOnInteractOutside?: boolean;
  closeOnEscape?: boolean;
  /**
   * The content element's id, for a trigger's `aria-controls`: a dialog opened from inside
   * another stays visible to assistive tech when the outer one hides what is outside it.
   */
  contentId?: string | undefined;
  /**
   * The dialog's language where it is not the page's (<html lang>): a portal leaves the element
   * that says so, so the dialog says it again (the login screen in en-NL on a Dutch page).
   */
  lang?: string | undefined;
}

/**
 * A centred modal with the spec's widths and its 0.1 s fade (the dialog recipe in
 * theme/dialog-recipe.ts). Kept as this module's default export so callers can
 * `lazy(() => import('@/ui/app-dialog'))` and leave Ark's dialog machinery out of the first load.
 */
export default function AppDialog({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  closeLabel,
  width = 'modal',
  role = 'dialog',
  closeOnInteractOutside = true,
  closeOnEscape = true,
  contentId,
  lang,
}: AppDialogProps) {
  const maxWidth = typeof width === 'number' ? width : widthPx[width];
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      aria-label={ariaLabel}
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      {...(contentId ? { ids: { content: contentId } } : {})}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth={`${maxWidth}px`} width="calc(100% - 2rem)" lang={lang}>
            {title != null && (
              <Dialog.Header paddingInlineEnd={closeLabel ? '12' : undefined}>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            <Dialog.Body paddingBlockStart={title != null ? undefined : '6'}>
              <InDialogContext.Provider value>{children}</InDialogContext.Provider>
            </Dialog.Body>
            {footer != null && <Dialog.Footer>{footer}</Dialog.Footer>}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <IconButton aria-label={closeLabel} variant="ghost" colorPalette="gray" size="sm">
                  <CloseIcon />
                </IconButton>
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
