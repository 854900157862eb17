import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';

export type ComplianceWallChoice = 'go' | 'stay';

/**
 * The site-jump compliance wall: the account belongs to another regulated site, which it is
 * asked to use (`forced`: it cannot stay). Loaded on demand; when its code cannot be loaded
 * the site jump tracks the failure and the login goes on (the spec's close callback).
 */
export default function ComplianceWallDialog({
  targetSite,
  targetUrl,
  forced,
  onChoose,
}: {
  /** Site code of the site the account belongs to. */
  targetSite: string;
  targetUrl: string;
  forced: boolean;
  onChoose: (choice: ComplianceWallChoice) => void;
}) {
  const { t } = useTranslation(['login', 'common']);
  // Site codes come from the manifests (data), so this key is not checked when compiling (t()
  // takes any key with a defaultValue): a site without a name of its own is named by its address.
  const site = t(`sites.${targetSite}`, { defaultValue: new URL(targetUrl).host });
  const stay = () => onChoose('stay');
  return (
    <AppDialog
      open
      onClose={forced ? () => undefined : stay}
      role="alertdialog"
      title={t('siteJump.title', { site })}
      closeLabel={forced ? undefined : t('common:close')}
      closeOnEscape={!forced}
      closeOnInteractOutside={false}
      footer={
        <>
          {!forced && (
            <Button variant="outline" onClick={stay}>
              {t('siteJump.stay')}
            </Button>
          )}
          <Button onClick={() => onChoose('go')}>{t('siteJump.go', { site })}</Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('siteJump.body', { site })}</Text>
        {forced && <Text>{t('siteJump.forced')}</Text>}
        <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
          {t('siteJump.address', { url: targetUrl })}
        </Text>
      </Stack>
    </AppDialog>
  );
}
