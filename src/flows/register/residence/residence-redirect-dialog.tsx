import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EditionSite } from '@/editions/edition-site';
import AppDialog from '@/ui/app-dialog';

export type ResidenceRedirectChoice = 'go' | 'stay';

export interface ResidenceRedirectDialogProps {
  /** How the target edition's manifest says this dialog names it (residenceRedirectWording). */
  wording: EditionSite['residenceRedirectWording'];
  /** The chosen residence, in the visitor's language. */
  countryName: string;
  /** /register on the other site's host. */
  href: string;
  onChoose: (choice: ResidenceRedirectChoice) => void;
}

/**
 * Residents of this country register on another of our sites
 * (docs/registration-pieces.md, "Residence"). Loaded on first use.
 */
export default function ResidenceRedirectDialog({
  wording: site,
  countryName,
  href,
  onChoose,
}: ResidenceRedirectDialogProps) {
  const { t } = useTranslation(['registerExtras', 'common']);
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
