import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * After a wrong password: how many attempts are left before the limit (5 minus
 * pass_err_count). The wrapper's toast says it too at 3 and 4; this stays on the form.
 */
export function LoginAttemptsNotice({ remaining }: { remaining: number | null | undefined }) {
  const { t } = useTranslation('login');
  if (remaining === undefined) return null;
  return (
    <Alert.Root status={remaining !== null && remaining <= 2 ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Title>
        {remaining === null
          ? t('attempts.wrongPassword')
          : t('attempts.left', { count: remaining })}
      </Alert.Title>
    </Alert.Root>
  );
}
