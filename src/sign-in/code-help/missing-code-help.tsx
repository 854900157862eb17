import { Button } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import type { MissingCodeChannel } from './missing-code-steps';

const MissingCodeHelpDialog = lazyWithTimeout(
  () => import('./missing-code-help-dialog'),
  'missing-code-help-dialog',
);

/**
 * "Didn't receive a code?" under a code entry (the sign-up code step and the risk step): opens
 * the help dialog with the e-mail or phone steps (docs/verification.md, "Missing-code help").
 * The dialog is rendered from here, and the link names it (`aria-controls`), so over the risk
 * modal it stays what assistive tech reads; focus goes back to the link when it closes.
 */
export function MissingCodeHelp({ channel }: { channel: MissingCodeChannel }) {
  const { t } = useTranslation('verification', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <>
      <Button
        type="button"
        variant="plain"
        size="sm"
        paddingInline="0"
        textDecoration="underline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => setOpen(true)}
      >
        {t('code.help.toggle')}
      </Button>
      {open && (
        <ChunkBoundary name="missing-code-help">
          <Suspense fallback={null}>
            <MissingCodeHelpDialog
              channel={channel}
              contentId={contentId}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
