import { Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchInviterAvatar } from '@/api/endpoints/inviter-avatar';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { AvatarImage } from '@/ui/avatar-image';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/** Drawn size of the inviter's picture on the invite banner, in CSS pixels. */
export const INVITER_AVATAR_PX = 40;

/**
 * The inviting user's picture (docs/registration.md, "Invite codes"): looked up by the user id
 * the invite check names; a circle of the same size holds its place while it is looked up, and
 * the initials stand in when the user has none or it does not load.
 */
export function InviterAvatar({ userId, name }: { userId: string; name: string }) {
  const client = useApiClient();
  const avatar = useQuery(
    {
      queryKey: ['inviter', 'avatar', userId] as const,
      queryFn: () => fetchInviterAvatar(client, userId),
      staleTime: Infinity,
    },
    useLoadedQueryClient(),
  );
  if (avatar.isPending) {
    return (
      <Skeleton
        data-avatar-loading=""
        width={`${INVITER_AVATAR_PX}px`}
        height={`${INVITER_AVATAR_PX}px`}
        borderRadius="full"
        flexShrink={0}
      />
    );
  }
  return <AvatarImage src={avatar.data} name={name} size={INVITER_AVATAR_PX} />;
}
