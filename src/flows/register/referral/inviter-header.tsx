import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AvatarImage } from '@/ui/avatar-image';
import type { SignUpOriginType } from '../channel/channel-info';
import { useAffiliateInviter, type AffiliateInviter } from './use-affiliate-inviter';

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

  if (origin === 'normal') {
    return claim;
  }
  return (
    <Stack gap="2" aria-busy={loading || undefined}>
      {origin === 'referral' && <Text>{t('inviter.invitedByFriend')}</Text>}
      {origin === 'affiliate' &&
        (loading ? (
          <HStack gap="3">
            <Skeleton boxSize={`${AVATAR_PX}px`} borderRadius="full" />
            <Skeleton height="5" flex="1" />
          </HStack>
        ) : (
          <AffiliateInviterBlock inviter={inviter} />
        ))}
      {claim}
    </Stack>
  );
}

function AffiliateInviterBlock({ inviter }: { inviter: AffiliateInviter | undefined }) {
  const { t } = useTranslation('registerExtras');
  const named = inviter && !inviter.anonymous && inviter.nickname !== '' ? inviter : undefined;
  if (!named) return <Text>{t('inviter.invitedAnonymous')}</Text>;
  return (
    <Stack gap="2">
      <HStack gap="3">
        {/* The nickname beside it names the inviter; the picture adds nothing to read out. */}
        <AvatarImage src={named.headimg} name={named.nickname} size={AVATAR_PX} />
        <Text fontWeight="semibold">{t('inviter.invitedBy', { nickname: named.nickname })}</Text>
      </HStack>
      {named.personalSignature !== '' && (
        <Text color="fg.muted" fontStyle="italic">
          {named.personalSignature}
        </Text>
      )}
      {named.personalContent !== '' && <Text color="fg.muted">{named.personalContent}</Text>}
      {named.groupInfo.length > 0 && (
        <Stack as="ul" gap="1" paddingInlineStart="5" listStyleType="disc">
          {named.groupInfo.map((entry, index) => (
            <Text as="li" key={index} fontWeight={entry.type === 1 ? 'semibold' : undefined}>
              {entry.content}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
