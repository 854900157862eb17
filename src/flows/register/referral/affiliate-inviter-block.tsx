import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AvatarImage } from '@/ui/avatar-image';
import type { AffiliateInviter } from './use-affiliate-inviter';

/**
 * The affiliate who invited the visitor (InviterHeader): nickname and picture, signature, content
 * and group benefits, or "you were invited" when the affiliate is anonymous or unknown. Its own
 * chunk: it only shows once the affiliate lookups have answered, so the first load does not carry
 * it.
 */
export default function AffiliateInviterBlock({
  inviter,
  avatarSize,
}: {
  inviter: AffiliateInviter | undefined;
  /** The picture's size, the same as the skeleton the header holds its place with. */
  avatarSize: number;
}) {
  const { t } = useTranslation('registerExtras');
  const named = inviter && !inviter.anonymous && inviter.nickname !== '' ? inviter : undefined;
  if (!named) return <Text>{t('inviter.invitedAnonymous')}</Text>;
  return (
    <Stack gap="2">
      <HStack gap="3">
        {/* The nickname beside it names the inviter; the picture adds nothing to read out. */}
        <AvatarImage src={named.headimg} name={named.nickname} size={avatarSize} />
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
