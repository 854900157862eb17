import { Skeleton, Stack } from '@chakra-ui/react';
import { layoutSizes } from '@/ui/theme/layout-tokens';

const { width, height } = layoutSizes.promoImage;

/** Holds the promo's place (304x280 image) while it loads, so nothing shifts when it arrives. */
export function SignupPromoSkeleton() {
  return (
    <Stack gap="3" alignItems="center" width={`${width}px`} aria-hidden="true">
      <Skeleton height="6" width="80%" />
      <Skeleton height="4" width="60%" />
      <Skeleton height={`${height}px`} width={`${width}px`} borderRadius="l3" />
    </Stack>
  );
}
