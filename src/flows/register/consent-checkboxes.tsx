import { Stack } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditionManifest } from '@/editions/manifest-schema';
import { Slot } from '@/editions/slot';
import { CheckboxField } from '@/ui/checkbox-field';
import { ConsentLabel } from './consent-label';

type ConsentBox = EditionManifest['register']['consent'][number];

/** Form field name of a manifest consent box. */
export const consentField = (box: ConsentBox) => `consent.${box.id}`;

/**
 * The edition's consent checkboxes, from the manifest (compliance teams edit the wording keys,
 * the entity and the legal pages there), then whatever the edition's features add (EU news
 * opt-in).
 */
export function ConsentCheckboxes({ boxes }: { boxes: readonly ConsentBox[] }) {
  const { t } = useTranslation('consent');
  const { control } = useFormContext();
  return (
    <Stack gap="3">
      {boxes.map((box) => (
        <Controller
          key={box.id}
          control={control}
          name={consentField(box)}
          defaultValue={false}
          rules={box.required ? { validate: (v) => v === true || 'required' } : undefined}
          render={({ field, fieldState }) => (
            <CheckboxField
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              required={box.required}
              error={fieldState.error ? t('required') : undefined}
              label={
                <ConsentLabel labelKey={box.labelKey} pages={box.links.map((link) => link.page)} />
              }
            />
          )}
        />
      ))}
      <Slot name="register.consent" ConsentLabel={ConsentLabel} />
    </Stack>
  );
}
