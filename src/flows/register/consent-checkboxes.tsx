import { Link, Stack } from '@chakra-ui/react';
import type { ParseKeys } from 'i18next';
import { Controller, useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { EditionManifest } from '@/editions/manifest-schema';
import { Slot } from '@/editions/slot';
import { CheckboxField } from '@/ui/checkbox-field';

type ConsentBox = EditionManifest['register']['consent'][number];

/**
 * The consent text a manifest names for a box. Manifests are data, so the key is a plain string
 * the typecheck cannot see; `npm run editions:check` (run by every build) checks instead that
 * each key a manifest names is in locales/en/consent.json.
 */
type ManifestConsentKey = ParseKeys<'consent'>;

/** Form field name of a manifest consent box. */
export const consentField = (box: ConsentBox) => `consent.${box.id}`;

/**
 * The edition's consent checkboxes, from the manifest (compliance teams edit the wording keys
 * and links there), then whatever the edition's features add (EU news opt-in).
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
                <Trans
                  t={t}
                  i18nKey={box.labelKey as ManifestConsentKey}
                  components={Object.fromEntries(
                    box.links.map((link, i) => [
                      `link${i}`,
                      <Link
                        key={link.href}
                        href={link.href}
                        target="_blank"
                        rel="noopener"
                        colorPalette="brand"
                        textDecoration="underline"
                      />,
                    ]),
                  )}
                />
              }
            />
          )}
        />
      ))}
      <Slot name="register.consent" />
    </Stack>
  );
}
