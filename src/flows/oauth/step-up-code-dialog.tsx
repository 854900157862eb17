import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import { CodeInput, isCompleteCode, type CodeInputHandle } from '@/ui/code-input';

/**
 * The fresh two-factor check before a sensitive grant (docs/oauth.md, "The consent screen"): the
 * six-digit code; the sixth digit submits by itself, a refused code is asked again.
 */
export function StepUpCodeDialog({
  app,
  busy,
  rejected,
  onSubmit,
  onCancel,
}: {
  app: string;
  busy: boolean;
  rejected: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('oauth');
  const formId = useId();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const input = useRef<CodeInputHandle>(null);

  // A refused code is typed again from the first box.
  useEffect(() => {
    if (rejected) input.current?.focus();
  }, [rejected]);

  const submit = (value: string) => {
    if (busy) return;
    if (!isCompleteCode(value)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setCode('');
    onSubmit(value);
  };
  const error = incomplete
    ? t('stepUp.incomplete')
    : rejected && !busy
      ? t('stepUp.rejected')
      : undefined;

  return (
    <AppDialog
      open
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={t('stepUp.title')}
      closeLabel={t('stepUp.cancel')}
      closeOnInteractOutside={false}
      footer={
        <Stack direction="row" gap="3" width="full">
          <Button variant="outline" flex="1" onClick={onCancel} disabled={busy}>
            {t('stepUp.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} flex="1" colorPalette="brand">
            {t('stepUp.confirm')}
          </Button>
        </Stack>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <Stack gap="4">
          <Text>{t('stepUp.body', { app })}</Text>
          <CodeInput
            name="google_code"
            groupLabel={t('stepUp.codeLabel')}
            value={code}
            onChange={(next) => {
              setCode(next);
              setIncomplete(false);
            }}
            onComplete={submit}
            digitLabel={(position, total) => t('stepUp.digit', { position, total })}
            invalid={error !== undefined}
            disabled={busy}
            focusOnMount
            ref={input}
          />
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
