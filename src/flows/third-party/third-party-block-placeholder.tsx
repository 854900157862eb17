import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ThirdPartyBlockProps } from '@/sign-in/contracts/third-party-block';

/** The group's heading: 'sign in with' on login, 'sign up with' on register. */
export function groupLabelKey(intent: ThirdPartyBlockProps['intent']): 'signInWith' | 'signUpWith' {
  return intent === 'login' ? 'signInWith' : 'signUpWith';
}

/** Height of every provider's button (Google's and Telegram's own, Apple's Chakra button). */
export const PROVIDER_BUTTON_HEIGHT = '40px';

/**
 * The space the block will take, held while its code and the visitor's IP lookup load (and so
 * in the prerendered page): the buttons then appear without pushing the rest of the form down.
 * Sized for the edition's providers; where the visibility rules hide some, it shrinks once.
 */
export function ThirdPartyBlockPlaceholder({
  intent,
  count,
}: Pick<ThirdPartyBlockProps, 'intent'> & { count: number }) {
  const { t } = useTranslation('thirdParty');
  if (count === 0) return null;
  return (
    <Stack gap="3" alignItems="center" width="full" aria-hidden="true" visibility="hidden">
      <Text fontSize="sm" textAlign="center">
        {t(groupLabelKey(intent))}
      </Text>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} height={PROVIDER_BUTTON_HEIGHT} width="full" />
      ))}
    </Stack>
  );
}
