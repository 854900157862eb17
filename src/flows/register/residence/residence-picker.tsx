import { Alert } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { countryListQueryOptions, type Country } from '@/api/endpoints/country-list';
import { useEdition, useIntlLocale } from '@/editions/edition-context';
import { siteByEdition } from '@/editions/edition-site';
import { CountrySelect } from '@/ui/country-select';
import { useDialogs } from '@/ui/dialog-service';
import { FormField } from '@/ui/form-field';
import type { ResidenceRedirectChoice } from './residence-redirect-dialog';
import { residenceOptions } from './residence-options';
import { residenceStatus, type ResidenceStatus } from './residence-status';
import { siteRegisterUrl } from './site-register-url';
import { useResidenceGuide } from './use-residence-guide';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

const ResidenceRedirectDialog = lazyWithTimeout(
  () => import('./residence-redirect-dialog'),
  'residence-redirect-dialog',
);

export interface ResidencePickerProps {
  /** Two-letter code of the chosen residence ("Ontario" for the province). */
  value: string | null | undefined;
  onChange: (code: string | null) => void;
  /** Told the status of every value (none, allowed, restricted, redirect). */
  onStatusChange?: ((status: ResidenceStatus) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** Form field name of the control. */
  name?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** The country list; by default the shared GET /v2/public/country-list query. */
  countries?: readonly Country[] | undefined;
}

/**
 * Country/region of residence (docs/registration-pieces.md, "Residence"). A restricted residence
 * (the manifest's restrictedCountries) shows the restrictedServicesNotice and counts as banned
 * (the register flow opens the ban dialog on submit); a residence another of our sites serves
 * (residence guide config) opens the EU / global redirect dialog, whose "stay" puts the previous
 * residence back.
 */
export function ResidencePicker({
  value,
  onChange,
  onStatusChange,
  onBlur,
  name,
  error,
  required = false,
  countries,
}: ResidencePickerProps) {
  const { t, i18n } = useTranslation('registerExtras');
  const { manifest, environment, sites } = useEdition();
  const locale = useIntlLocale();
  const client = useApiClient();
  const dialogs = useDialogs();
  const listQuery = useOnDemandQuery({ ...countryListQueryOptions(client), enabled: !countries });
  const list = countries ?? listQuery.data;
  const guideConfigs = useResidenceGuide(manifest.siteCode);

  const options = useMemo(
    () =>
      residenceOptions(list ?? [], {
        language: i18n.language,
        locale,
        imageBase: environment.countryImageBase,
        restrictedCountries: manifest.restrictedCountries,
        ontarioName: t('residence.ontario'),
      }),
    [list, i18n.language, locale, environment.countryImageBase, manifest.restrictedCountries, t],
  );
  const rules = useMemo(
    () => ({
      restrictedCountries: manifest.restrictedCountries,
      guideConfigs,
      currentSiteCode: manifest.siteCode,
      sites,
    }),
    [manifest.restrictedCountries, manifest.siteCode, guideConfigs, sites],
  );
  const status = residenceStatus(value, rules);
  const statusKey = status.kind === 'redirect' ? `redirect:${status.edition}` : status.kind;
  const countryLabel = options.find((option) => option.code === value)?.name ?? value ?? '';

  useEffect(() => {
    onStatusChange?.(residenceStatus(value, rules));
    // The status object is rebuilt each render; its key says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statusKey, onStatusChange]);

  const choose = async (code: string) => {
    const previous = value ?? null;
    onChange(code);
    const next = residenceStatus(code, rules);
    if (next.kind !== 'redirect') return;
    const target = siteByEdition(sites, next.edition);
    const targetHost = target?.hosts[0];
    if (!target || !targetHost) return;
    const chosenName = options.find((option) => option.code === code)?.name ?? code;
    const choice = await dialogs.open<ResidenceRedirectChoice>((resolve) => (
      <ResidenceRedirectDialog
        wording={target.residenceRedirectWording}
        countryName={chosenName}
        href={siteRegisterUrl({ targetHost, location: window.location })}
        onChoose={resolve}
      />
    ));
    if (choice === 'stay') onChange(previous);
  };

  return (
    <FormField label={t('residence.label')} error={error} required={required}>
      <CountrySelect
        name={name}
        options={options}
        value={value}
        onChange={(code) => void choose(code)}
        onBlur={onBlur}
        placeholder={t('residence.placeholder')}
        listLabel={t('residence.listLabel')}
        noMatchesText={t('residence.noMatches')}
      />
      {status.kind === 'restricted' && (
        <Alert.Root status="warning" marginBlockStart="2">
          <Alert.Indicator />
          <Alert.Description>
            {t('restrictedServicesNotice', { country: countryLabel })}
          </Alert.Description>
        </Alert.Root>
      )}
    </FormField>
  );
}
