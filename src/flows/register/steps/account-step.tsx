import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditionManifest } from '@/editions/manifest-schema';
import { AppTabs } from '@/ui/app-tabs';
import { ConsentCheckboxes } from '../consent-checkboxes';
import { EmailField } from '../fields/email-field';
import { MobileFields } from '../fields/mobile-fields';
import { PasswordField } from '../fields/password-field';
import { UsernameField } from '../fields/username-field';
import { RegisterButtonText } from '../promo/register-button-text';
import { RegisterStepForm } from '../screen/register-step-form';
import type { RegisterTab } from '../screen/register-tabs';

export interface AccountStepProps {
  readonly layout: 'tabs' | 'steps';
  readonly manifest: EditionManifest;
  readonly visibleTabs: readonly RegisterTab[];
  readonly tab: RegisterTab;
  readonly onTabChange: (tab: RegisterTab) => void;
  /** Step mode: the button chosen in step one. */
  readonly prefer: 'email' | 'mobile';
  readonly emailOnly: boolean;
  readonly readOnlyEmail: boolean;
  readonly leadingZeroCodes: readonly string[];
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  readonly submitEnabled: boolean;
  readonly busy: boolean;
  /** Residence picker and referral block, from the registration pieces. */
  readonly extras: ReactNode;
}

/**
 * The account form: the e-mail / mobile tabs with the password (tabbed form), or the combined
 * e-mail-or-phone field (step mode, whose password comes last); then the residence and referral
 * pieces and the edition's consent checkboxes.
 */
export function AccountStep(props: AccountStepProps) {
  const { t } = useTranslation('register');
  const { manifest } = props;
  const phone = {
    fixedCountryCode: manifest.login.fixedCountryCode,
    countryCodeRequired: manifest.register.countryCodeRequired,
    leadingZeroCodes: props.leadingZeroCodes,
  };

  const fieldsOf = (tab: RegisterTab) =>
    tab === 'email' ? <EmailField readOnly={props.readOnlyEmail} /> : <MobileFields {...phone} />;
  const [onlyTab] = props.visibleTabs;

  const identity =
    props.layout === 'steps' ? (
      <UsernameField emailOnly={props.emailOnly} prefer={props.prefer} {...phone} />
    ) : (
      <Stack gap="5">
        {props.visibleTabs.length === 1 && onlyTab ? (
          // One way to sign up (EU: e-mail only) needs no tab list.
          fieldsOf(onlyTab)
        ) : (
          <AppTabs<RegisterTab>
            ariaLabel={t('tabsLabel')}
            value={props.tab}
            onValueChange={props.onTabChange}
            items={props.visibleTabs.map((value) => ({
              value,
              label: t(`tabs.${value}`),
              content: <Stack paddingBlockStart="4">{fieldsOf(value)}</Stack>,
            }))}
          />
        )}
        <PasswordField />
      </Stack>
    );

  return (
    <RegisterStepForm
      onSubmit={props.onSubmit}
      submitEnabled={props.submitEnabled}
      busy={props.busy}
      submitLabel={
        props.layout === 'steps' ? (
          t('steps.continue')
        ) : (
          <RegisterButtonText fallback={t('submit')} />
        )
      }
    >
      {identity}
      {props.extras}
      <ConsentCheckboxes boxes={manifest.register.consent} />
    </RegisterStepForm>
  );
}
