import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';

export type ResidenceRedirectChoice = 'go' | 'stay';

export interface ResidenceRedirectDialogProps {
  /** Edition the residence belongs to: 'eu' and 'global' have their own wording. */
  edition: string;
  /** The chosen residence, in the visitor's language. */
  countryName: string;
  /** /register on the other site's host. */
  href: string;
  onChoose: (choice: ResidenceRedirectChoice) => void;
}

/**
 * Residents of this country register on another of our sites (registration.md §2 'Redirect
 * buttons lead to /register on the EU site or the global site'). Loaded on first use.
 */
export default function ResidenceRedirectDialog({
  edition,
  countryName,
  href,
  onChoose,
}: ResidenceRedirectDialogProps) {
  const { t } = useTranslation(['registerExtras', 'common']);
  const site = edition === 'eu' || edition === 'global' ? edition : 'other';
  return (
    <AppDialog
      open
      onClose={() => onChoose('stay')}
      width="card"
      role="alertdialog"
      // A choice is asked for: a click or focus elsewhere (a sign-in prompt) must not dismiss it.
      closeOnInteractOutside={false}
      title={t(`residence.redirect.${site}.title`)}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoose('stay')}>
            {t('residence.redirect.stay')}
          </Button>
          <Button asChild>
            <a href={href} onClick={() => onChoose('go')}>
              {t(`residence.redirect.${site}.go`)}
            </a>
          </Button>
        </>
      }
    >
      <Text>{t(`residence.redirect.${site}.body`, { country: countryName })}</Text>
    </AppDialog>
  );
}
