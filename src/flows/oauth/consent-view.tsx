import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { wrappingLabel } from '@/ui/wrapping-label';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreAuthorization } from '@/api/endpoints/oauth';
import { registrableDomain } from '@/lib/registrable-domain';
import { ScopeList } from './scope-list';
import type { ScopeGroups } from './scope-sentences';
import { StepUpCodeDialog } from './step-up-code-dialog';
import type { OAuthDecision } from './use-oauth-decision';

/** An address the page may link or load: http(s) or this origin's own path. */
function webAddress(value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The consent screen (docs/oauth.md, "The consent screen"): who asks, as whom, for what, where
 * the visitor goes next; Allow and Deny of equal size and weight.
 */
export function ConsentView({
  pre,
  groups,
  decision,
  onSwitchAccount,
}: {
  pre: PreAuthorization;
  groups: ScopeGroups;
  decision: OAuthDecision;
  onSwitchAccount: () => void;
}) {
  const { t } = useTranslation('oauth');
  const [showAddress, setShowAddress] = useState(false);
  const addressId = useId();
  const app = pre.client.name;
  const logo = webAddress(pre.client.logo_url);
  const website = webAddress(pre.client.website);
  const redirect = new URL(pre.redirect_uri);
  const markNew = pre.scopes.some((scope) => scope.granted);
  const { state } = decision;
  const busy = state.kind === 'busy' || state.kind === 'leaving' || state.kind === 'code';

  return (
    <Stack gap="6">
      <HStack gap="4" alignItems="center">
        {logo && (
          <Box asChild boxSize="14" borderRadius="l2" borderWidth="1px" flexShrink={0}>
            <img src={logo.href} alt="" />
          </Box>
        )}
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('consent.title', { app })}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={pre.client.verified ? 'green' : 'orange'} variant="subtle">
              {pre.client.verified ? t('consent.verified') : t('consent.unverified')}
            </Badge>
            {website && (
              <Text fontSize="sm">
                {t('consent.website')}:{' '}
                <Link href={website.href} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {website.host}
                </Link>
              </Text>
            )}
          </HStack>
        </Stack>
      </HStack>

      {!pre.client.verified && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('consent.unverifiedNote')}</Alert.Description>
        </Alert.Root>
      )}

      <Box borderWidth="1px" borderRadius="l2" padding="3">
        <Text fontSize="sm" color="fg.muted">
          {t('consent.signedInAs')}
        </Text>
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          {/* A long address breaks anywhere rather than widening a phone's page. */}
          <Text fontWeight="semibold" dir="ltr" data-testid="oauth-account" overflowWrap="anywhere">
            {pre.account.display_name}
          </Text>
          <Button
            variant="plain"
            colorPalette="brand"
            size="sm"
            onClick={onSwitchAccount}
            {...wrappingLabel('sm')}
          >
            {t('consent.notYou')}
          </Button>
        </HStack>
      </Box>

      {groups.ordinary.length > 0 && (
        <Stack gap="2" as="section" aria-label={t('consent.willBeAbleTo', { app })}>
          <Text fontWeight="semibold">{t('consent.willBeAbleTo', { app })}</Text>
          <ScopeList scopes={groups.ordinary} markNew={markNew} />
        </Stack>
      )}

      {groups.sensitive.length > 0 && (
        <Alert.Root
          status="error"
          variant="outline"
          as="section"
          aria-label={t('consent.sensitiveTitle')}
        >
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t('consent.sensitiveTitle')}</Alert.Title>
            <Alert.Description>{t('consent.sensitiveWarning', { app })}</Alert.Description>
            <ScopeList scopes={groups.sensitive} markNew={markNew} />
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('consent.sentTo')}
        </Text>
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold" dir="ltr" data-testid="oauth-redirect-domain">
            {registrableDomain(redirect.hostname)}
          </Text>
          <Button
            variant="plain"
            size="sm"
            colorPalette="brand"
            aria-expanded={showAddress}
            aria-controls={addressId}
            onClick={() => setShowAddress((shown) => !shown)}
            {...wrappingLabel('sm')}
          >
            {showAddress ? t('consent.hideAddress') : t('consent.showAddress')}
          </Button>
        </HStack>
        <Code
          id={addressId}
          hidden={!showAddress}
          dir="ltr"
          wordBreak="break-all"
          whiteSpace="normal"
          aria-label={t('consent.fullAddress')}
        >
          {pre.redirect_uri}
        </Code>
      </Stack>

      {state.kind === 'error' && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            {state.message === 'riskCancelled' ? t('stepUp.riskCancelled') : t('problem.failed')}
          </Alert.Description>
        </Alert.Root>
      )}

      <HStack gap="3" borderTopWidth="1px" paddingTop="5">
        <Button
          flex="1"
          size="lg"
          variant="outline"
          onClick={decision.deny}
          disabled={busy}
          loading={state.kind === 'busy' && !state.approve}
        >
          {t('consent.deny')}
        </Button>
        <Button
          flex="1"
          size="lg"
          variant="outline"
          colorPalette="brand"
          onClick={decision.allow}
          disabled={busy}
          loading={state.kind === 'busy' && state.approve}
        >
          {t('consent.allow')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('consent.footnote')}
      </Text>

      {state.kind === 'code' && (
        <StepUpCodeDialog
          app={app}
          busy={state.busy}
          rejected={state.rejected}
          onSubmit={decision.submitCode}
          onCancel={decision.cancelCode}
        />
      )}
    </Stack>
  );
}
