import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogChoice } from '@/sign-in/contracts/catalogue-dialogs';
import { useEditionSiteUrl } from './edition-site-url';
import { LinkButton } from './link-button';

/**
 * A refusal that the visitor's account belongs on another platform: it offers that platform's
 * page ('switchSite') or staying ('close'). Without a host for the target (a build that lacks
 * it), only the notice and the close button remain.
 */
export function SiteSwitchDialog({
  title,
  body,
  targetEdition,
  path,
  onChoice,
}: {
  title: string;
  body: string;
  targetEdition: string;
  path: string;
  onChoice: (choice: CatalogueDialogChoice) => void;
}) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const href = useEditionSiteUrl()(targetEdition, path);
  // Edition ids come from the manifests (data), so this key is not checked when compiling (t()
  // takes any key with a defaultValue): an edition without a name here is named by its id.
  const site = t(`sites.${targetEdition}`, { defaultValue: targetEdition });
  return (
    <AppDialog
      open
      onClose={() => onChoice('close')}
      width="card"
      title={title}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoice('close')}>
            {t('stayHere')}
          </Button>
          {href && (
            <LinkButton href={href} onClick={() => onChoice('switchSite')}>
              {t('goToSite', { site })}
            </LinkButton>
          )}
        </>
      }
    >
      <Text>{body}</Text>
    </AppDialog>
  );
}
