import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { DEFAULT_PROMO_LINK, loginPromoQueryOptions } from '@/api/endpoints/login-page-config';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';
import { layoutSizes } from '@/ui/theme/layout-tokens';
import { PromoImage } from '@/ui/promo-image';
import SignupPromoPanel from '@/sign-in/promo/signup-promo-panel';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * The promo panel beside the login form: the campaign's web_loginpage_config in the visitor's
 * language (title, subtitle, 304x280 image, link), or the default promo while it loads or when
 * the config call fails. The image's place stays held while the call is under way, past the 3 s
 * page loading time-out too: letting it go would shift the page, and again when a late campaign
 * brings its image (docs/login.md, "Promo panel"); the form never waits for the panel. A campaign
 * that sets `web_login_signup_display_similar` is shown as the sign-up page shows its promo: the
 * same panel, with the sign-up page's config (`web_signuppage_config`).
 */
export function LoginPromoPanel({ language }: { language: string }) {
  const { t } = useTranslation('login');
  const client = useApiClient();
  const campaign = useQuery(loginPromoQueryOptions(client, language), useLoadedQueryClient());
  // The prerendered page shows the default promo: so does the render that hydrates it, even when
  // the campaign has already arrived (this panel's chunk may load after the config call ends).
  const hydrated = useAfterHydration();
  const promo = hydrated ? campaign.data : undefined;
  const isPending = !hydrated || campaign.isPending;
  const { width, height } = layoutSizes.promoImage;
  if (promo?.displaySimilar) return <SignupPromoPanel />;
  return (
    <Stack gap="4" alignItems="center" textAlign="center">
      {isPending && (
        // The campaign's image usually comes with it: its place is held (as in the prerendered
        // page) so the panel does not grow when it arrives.
        <Box
          width={`${width}px`}
          height={`${height}px`}
          borderRadius="l3"
          bg="bg.muted"
          aria-hidden="true"
        />
      )}
      {promo?.image && (
        <Link href={promo.link} aria-label={promo.title ?? t('promo.title')}>
          <PromoImage src={promo.image} alt="" />
        </Link>
      )}
      {/* The campaign's copy replaces the default copy after loading: its lines are held (two
          for the title, four for the subtitle: a third longer than English in a long language still
          fits) so the swap never moves the panel. */}
      <Heading as="h2" size="lg" minHeight="2lh" lineClamp={2}>
        {promo?.title ?? t('promo.title')}
      </Heading>
      <Text color="fg.muted" minHeight="4lh" lineClamp={4}>
        {promo?.subtitle ?? t('promo.subtitle')}
      </Text>
      <Link href={promo?.link ?? DEFAULT_PROMO_LINK} colorPalette="brand" fontWeight="semibold">
        {t('promo.cta')}
      </Link>
    </Stack>
  );
}
