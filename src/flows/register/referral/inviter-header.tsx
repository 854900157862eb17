import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import type { SignUpOriginType } from '../channel/channel-info';
import { useAffiliateInviter } from './use-affiliate-inviter';

export interface InviterHeaderProps {
  /** `signUpOriginType(channel)`. */
  origin: SignUpOriginType;
  /** From the channel info; only a numeric id is looked up. */
  affiliateId?: string | undefined;
  groupId?: string | undefined;
  /** Visitor's country (IP info code), sent to open-info. */
  country?: string | undefined;
  /** `useWelcomeGift(origin).amount`: adds the signUpClaim50 line when set. */
  giftAmount?: string | undefined;
  /**
   * `useWelcomeGift(origin).pending`: the line's space is held until the offer is known, so the
   * form does not move down when it appears (it moves up once if there is no offer).
   */
  giftPending?: boolean | undefined;
}

const AVATAR_PX = 40;

const AffiliateInviterBlock = lazyWithTimeout(
  () => import('./affiliate-inviter-block'),
  'affiliate-inviter-block',
);

/**
 * The campaign wording above the register form: who invited the visitor (an affiliate's
 * nickname, avatar, signature and group benefits, or just "you were invited" when the affiliate
 * is anonymous or unknown; "a friend invited you" for a referral) and the welcome-gift claim.
 * Renders nothing for a normal sign-up without a gift.
 */
export function InviterHeader({
  origin,
  affiliateId,
  groupId,
  country,
  giftAmount,
  giftPending = false,
}: InviterHeaderProps) {
  const { t } = useTranslation('registerExtras');
  const { inviter, loading } = useAffiliateInviter(
    origin === 'affiliate' ? { affiliateId, groupId, country } : undefined,
  );
  const claim = giftAmount ? (
    <Text fontWeight="semibold">{t('signUpClaim50', { amount: giftAmount })}</Text>
  ) : giftPending ? (
    <Text fontWeight="semibold" visibility="hidden" aria-hidden="true">
      {t('signUpClaim50', { amount: '00' })}
    </Text>
  ) : null;

  const skeleton = (
    <HStack gap="3">
      <Skeleton boxSize={`${AVATAR_PX}px`} borderRadius="full" />
      <Skeleton height="5" flex="1" />
    </HStack>
  );

  if (origin === 'normal') {
    return claim;
  }
  return (
    <Stack gap="2" aria-busy={loading || undefined}>
      {origin === 'referral' && <Text>{t('inviter.invitedByFriend')}</Text>}
      {origin === 'affiliate' &&
        (loading ? (
          skeleton
        ) : (
          <ChunkBoundary
            name="affiliate-inviter-block"
            fallback={() => <Text>{t('inviter.invitedAnonymous')}</Text>}
          >
            <Suspense fallback={skeleton}>
              <AffiliateInviterBlock inviter={inviter} avatarSize={AVATAR_PX} />
            </Suspense>
          </ChunkBoundary>
        ))}
      {claim}
    </Stack>
  );
}
