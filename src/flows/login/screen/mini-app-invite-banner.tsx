import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { localePath, paths } from '@/lib/route-paths';
import { useMiniApp } from '@/sign-in/contracts/mini-app';

/**
 * The mini app's invite banner (docs/mini-app.md, "Only login"): inside Telegram only login is
 * allowed, so sign-up opens in the visitor's browser — the normal sign-up, and, when the launch or
 * the link carries an inviter's code, the invitee-exclusive one with that code. The mini app's
 * code hands it to the login page (`MiniAppHost.InviteBanner`), so the page's own code does not
 * carry it.
 */
export default function MiniAppInviteBanner() {
  const { t } = useTranslation('login');
  const miniApp = useMiniApp();
  const { lang } = useParams();
  const { search } = useLocation();
  if (!miniApp) return null;
  const code = miniApp.inviteCode || new URLSearchParams(search).get('ref') || '';
  const open = (path: string) => miniApp.openLink(new URL(path, window.location.origin).href);
  const invite = new URLSearchParams({ ref: code, invitePage: 'true' });

  return (
    <Stack
      as="section"
      aria-labelledby="mini-app-invite-title"
      gap="3"
      padding="4"
      borderRadius="l3"
      bg="colorPalette.subtle"
    >
      <Text id="mini-app-invite-title" fontWeight="semibold">
        {code ? t('miniApp.invitedTitle') : t('miniApp.noAccountTitle')}
      </Text>
      <Text>{code ? t('miniApp.invitedBody', { code }) : t('miniApp.noAccountBody')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {code && (
          <Button onClick={() => open(`${localePath(lang, paths.invite)}?${invite}`)}>
            {t('miniApp.invitedSignUp')}
          </Button>
        )}
        <Button
          variant={code ? 'outline' : 'solid'}
          onClick={() => open(localePath(lang, paths.register))}
        >
          {t('miniApp.signUpInBrowser')}
        </Button>
      </Stack>
    </Stack>
  );
}
