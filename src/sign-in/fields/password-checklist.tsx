import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_LENGTH, passwordChecklist, type PasswordCheck } from './password-rules';

const ORDER: readonly PasswordCheck[] = ['length', 'upper', 'lower', 'digit'];

function Mark({ met }: { met: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {met ? <polyline points="20 6 9 17 4 12" /> : <circle cx="12" cy="12" r="4" />}
    </svg>
  );
}

/**
 * The password rules as a live checklist (8–30 characters, upper-case, lower-case, digit): a
 * line's mark becomes a green tick as it is met. Colour is never the only signal: the mark's
 * shape changes, the text darkens and a screen reader hears "met" or "not met". Registration and
 * the password reset show it alike (docs/retrieve.md); its copy is the `register` namespace's
 * `passwordRules`, which every page loads.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('register');
  const checks = passwordChecklist(password);
  return (
    <Box as="ul" id={id} listStyleType="none" display="grid" gap="1" margin="0" padding="0">
      {ORDER.map((check) => (
        <HStack as="li" key={check} gap="2" color={checks[check] ? 'fg' : 'fg.muted'}>
          <Box as="span" color={checks[check] ? 'fg.success' : 'fg.muted'} display="inline-flex">
            <Mark met={checks[check]} />
          </Box>
          <Text as="span" textStyle="sm">
            {t(`passwordRules.${check}`, PASSWORD_LENGTH)}
          </Text>
          <VisuallyHidden>
            {checks[check] ? t('passwordRules.met') : t('passwordRules.notMet')}
          </VisuallyHidden>
        </HStack>
      ))}
    </Box>
  );
}
