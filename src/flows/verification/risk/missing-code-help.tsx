import { Box, Button, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The steps for a code that did not arrive, per channel
 * (docs/verification.md, "Missing-code help").
 */
export const MISSING_CODE_STEPS = {
  email: ['checkAddress', 'checkSpam', 'refreshOrWait', 'contactSupport'],
  phone: ['checkNumber', 'smsDelayed', 'tryAnother', 'contactSupport'],
} as const;

/** A channel's step keys, built per channel so each is checked against locales/en. */
function stepKeys(channel: 'email' | 'phone') {
  return channel === 'email'
    ? MISSING_CODE_STEPS.email.map((step) => `code.help.email.${step}` as const)
    : MISSING_CODE_STEPS.phone.map((step) => `code.help.phone.${step}` as const);
}

/**
 * "Didn't receive a code?": a disclosure under the code step listing what to try, for an
 * e-mail or a phone. Inline rather than a second dialog over the first.
 */
export function MissingCodeHelp({ channel }: { channel: 'email' | 'phone' }) {
  const { t } = useTranslation('verification');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box>
      <Button
        type="button"
        variant="plain"
        size="sm"
        paddingInline="0"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('code.help.toggle')}
      </Button>
      <Box id={panelId} hidden={!open} marginBlockStart="1">
        <Text fontWeight="semibold">{t(`code.help.${channel}.title`)}</Text>
        {/* Chakra's List needs a recipe this app does not ship; a plain numbered list will do. */}
        <Box as="ol" listStyleType="decimal" paddingInlineStart="5" marginBlockStart="1">
          {stepKeys(channel).map((key) => (
            <Box as="li" key={key} marginBlockEnd="1">
              {t(key)}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
