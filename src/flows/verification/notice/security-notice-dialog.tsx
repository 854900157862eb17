import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityNoticeChoice, SecurityNoticeType } from '@/sign-in/contracts/verification';
import AppDialog from '@/ui/app-dialog';
import { noticeStep } from './security-notice-steps';

export interface SecurityNoticeDialogProps {
  readonly type: SecurityNoticeType;
  readonly isFake: boolean;
  readonly onChoice: (choice: SecurityNoticeChoice) => void;
}

/**
 * The security notice dialog, types 1–6 (./security-notice-steps.ts). It starts at `type`,
 * follows in-dialog transitions (1 → 2 on "Yes, I am") and ends with the visitor's choice.
 */
export default function SecurityNoticeDialog({
  type,
  isFake,
  onChoice,
}: SecurityNoticeDialogProps) {
  const { t } = useTranslation('verification', { useSuspense: true });
  const [current, setCurrent] = useState<SecurityNoticeType>(type);
  const step = noticeStep(current, isFake && current === type);
  // Secondary buttons first, the primary one at the end of the row.
  const buttons = [...step.buttons].sort(
    (a, b) => Number(a.primary ?? false) - Number(b.primary ?? false),
  );
  const primary = useRef<HTMLButtonElement>(null);

  // After an in-dialog transition the pressed button is gone; focus the new step's answer.
  useEffect(() => {
    if (current !== type) primary.current?.focus();
  }, [current, type]);

  return (
    <AppDialog
      open
      width="card"
      role={step.role}
      title={t(`notice.${step.copyKey}.title`)}
      closeLabel={t('close')}
      closeOnInteractOutside={false}
      onClose={() => onChoice('cancel')}
      footer={
        <HStack gap="3" justifyContent="flex-end" flexWrap="wrap">
          {buttons.map((button) => (
            <Button
              key={button.labelKey}
              ref={button.primary ? primary : undefined}
              variant={button.primary ? 'solid' : 'outline'}
              colorPalette={button.primary ? 'brand' : 'gray'}
              onClick={() => {
                if ('goTo' in button.action) setCurrent(button.action.goTo);
                else onChoice(button.action.choose);
              }}
            >
              {t(`notice.buttons.${button.labelKey}`)}
            </Button>
          ))}
        </HStack>
      }
    >
      <Text>{t(`notice.${step.copyKey}.body`)}</Text>
    </AppDialog>
  );
}
