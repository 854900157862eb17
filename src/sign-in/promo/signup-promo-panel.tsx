import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { DEFAULT_PROMO_LINK } from '@/api/endpoints/login-page-config';
import { signupPageConfigQueryOptions } from '@/api/endpoints/signup-page-config';
import { PromoImage } from '@/ui/promo-image';
import { usePageLoadingTimedOut } from '@/ui/use-page-loading-timeout';
import { promoHref } from './promo-href';
import { SignupPromoSkeleton } from './signup-promo-skeleton';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * The register button's campaign text ships in this chunk
 * (src/flows/register/promo/register-button-text.tsx).
 */
export { default as ConfiguredButtonText } from './configured-button-text';

/**
 * The sign-up promo (docs/registration-pieces.md, "Promo panel"), beside the register form in
 * page mode, and beside the login form when the login campaign asks to look like the sign-up
 * page (docs/login.md, "Promo panel"; shared here because flows never import each other):
 * title, subtitle and a 304x280 image from `web_signuppage_config`; the image links where the
 * config says ({lang} replaced), and is not a link when no link is configured. Without a config (or
 * when it fails, or has not arrived within the 3 s page loading time-out) the default copy links to
 * the default promo page; a campaign arriving later still replaces it. Loaded after the form, which
 * never waits for it.
 */
export default function SignupPromoPanel() {
  const { t, i18n } = useTranslation('registerExtras', { useSuspense: true });
  const client = useApiClient();
  const language = i18n.language;
  const { data: promo, isPending } = useQuery(
    {
      ...signupPageConfigQueryOptions(client, language),
      select: (config) => config.promo,
    },
    useLoadedQueryClient(),
  );

  const timedOut = usePageLoadingTimedOut(isPending);

  if (isPending && !timedOut) return <SignupPromoSkeleton />;

  if (!promo) {
    return (
      <Stack gap="3" textAlign="center" alignItems="center">
        <Heading as="h2" size="lg">
          {t('promo.defaultTitle')}
        </Heading>
        <Text color="fg.muted">{t('promo.defaultSubtitle')}</Text>
        <Link
          href={promoHref(DEFAULT_PROMO_LINK, language)}
          colorPalette="brand"
          fontWeight="semibold"
        >
          {t('promo.defaultLink')}
        </Link>
      </Stack>
    );
  }

  const title = promo.title ?? t('promo.defaultTitle');
  const image = promo.image && (
    <PromoImage
      src={promo.image}
      // As a link the image needs a name (the campaign's title); otherwise the heading says it.
      alt={promo.link ? title : ''}
    />
  );
  return (
    <Stack gap="3" textAlign="center" alignItems="center">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {promo.subtitle && <Text color="fg.muted">{promo.subtitle}</Text>}
      {image && promo.link ? (
        <Link href={promoHref(promo.link, language)} display="block" borderRadius="l3">
          {image}
        </Link>
      ) : (
        image
      )}
    </Stack>
  );
}
