import { HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useReducer, useState, type FormEvent } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCountryRestrictionOnArrival } from '@/sign-in/restrictions/use-country-restriction-on-arrival';
import { ThirdPartyBlock } from '@/sign-in/contracts/third-party-block';
import { isOAuthSignInPath } from '@/sign-in/oauth/oauth-sign-in-path';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useEdition } from '@/editions/edition-context';
import { Slot } from '@/editions/slot';
import { showToast } from '@/ui/show-toast';
import { signUpOriginType } from '../channel/channel-info';
import { useChannelInfo } from '../channel/use-channel-info';
import { leadingZeroCountryCodes } from '../fields/register-rules';
import {
  accountFieldNames,
  accountFromForm,
  missesCountryCode,
  type RegisterFormValues,
} from '../fields/register-form-values';
import { isSubmitEnabled } from '../fields/submit-enabled';
import type { RegisterOutcome } from '../flow/complete-registration';
import type { RegistrationSuccess } from '../flow/finish-registration';
import { PARTNER_CHANNEL_SOURCE } from '@/sign-in/after-sign-in/register-success';
import type { RegisterVariantInput, RegistrationAccount } from '../flow/registration-payload';
import { REGISTER_EVENTS, maskedAccount } from '../flow/registration-tracking';
import { ReferralCodeField, REFERRAL_FIELD_NAME } from '../referral/referral-code-field';
import { InviterHeader } from '../referral/inviter-header';
import { useWelcomeGift } from '../referral/use-welcome-gift';
import { exitIntentVariant } from '../exit-intent/run-exit-intent';
import { useExitIntent } from '../exit-intent/use-exit-intent';
import { ResidencePicker } from '../residence/residence-picker';
import { isResidenceBanned, type ResidenceStatus } from '../residence/residence-status';
import { ChooseStep } from '../steps/choose-step';
import { AccountStep } from '../steps/account-step';
import { BackButton } from './back-button';
import { isChineseEmail } from '@/lib/chinese-email';
import type { RegisterScreenOptions } from './register-screen-options';
import { initialStage, nextStage, type Attempt } from './register-stage';
import {
  initialRegisterTab,
  readStoredRegisterTab,
  storeRegisterTab,
  visibleRegisterTabs,
  type RegisterTab,
} from './register-tabs';
import { useRegisterRecall, rememberRegistration } from './use-register-recall';
import { useRegistrationActions } from './use-registration-actions';
import { useRegistrationPageFacts } from './use-registration-page-facts';
import { localePath, paths } from '@/lib/route-paths';
import { useArrivingDraft, useCombinedDraftSource } from '@/sign-in/combined/combined-draft';

// The steps after the form load when the code has been sent, not with the page.
const VerifyCodeStep = lazyWithTimeout(
  () => import('../steps/verify-code-step'),
  'verify-code-step',
);
const VerifyLinkStep = lazyWithTimeout(
  () => import('../steps/verify-link-step'),
  'verify-link-step',
);
const PasswordStep = lazyWithTimeout(() => import('../steps/password-step'), 'password-step');
// Only the invite screen has the invite-code field (docs/registration.md, "Invite codes").
const InviteCodeField = lazyWithTimeout(
  () => import('../invite/invite-code-field'),
  'invite-code-field',
);

/** The pleaseSelectCountryCode toast (docs/registration.md, "Field rules"). */
export const COUNTRY_CODE_TOAST_MS = 2000;

export interface RegisterPanelProps {
  readonly options: RegisterScreenOptions;
  /** After the success steps: the page redirects, the modal calls its host. */
  readonly onRegistered: (success: RegistrationSuccess) => void;
  /** Whether a welcome-gift / redeem offer is shown (the modal's retention rule needs it). */
  readonly onOfferChange?: (active: boolean) => void;
  /** Quitting from the exit-intent dialog: the page goes back, the modal closes. */
  readonly onQuit: () => void;
  /**
   * The invite screen (docs/registration.md, "Invite codes"): the invite-code field instead of
   * the referral field, prefilled with the link's code.
   */
  readonly invite?: boolean | undefined;
}

/**
 * The register screen's content, the same in the page and in the modal: the account form (tabs
 * or step mode), then the code or link verification, then (step mode, recall) the password.
 */
export function RegisterPanel({
  options,
  onRegistered,
  onOfferChange,
  onQuit,
  invite,
}: RegisterPanelProps) {
  const { t } = useTranslation('register');
  const { manifest } = useEdition();
  const navigate = useNavigate();
  const { lang } = useParams();
  const location = useLocation();
  const { track } = useTracking();
  const channel = useChannelInfo();
  const origin = signUpOriginType(channel);
  const gift = useWelcomeGift(origin);
  const visibleTabs = visibleRegisterTabs(manifest.register.tabs, options);
  const emailOnly = !visibleTabs.includes('mobile');
  const leadingZeroCodes = leadingZeroCountryCodes(manifest.regional);
  const fixedCountryCode = manifest.login.fixedCountryCode;
  // What the combined page's switch carried from the login side (docs/login.md, "Combined
  // register/login page"); the URL's presets win.
  const draft = useArrivingDraft();
  const presetEmail = options.presetEmail ?? draft?.email;
  const presetPhone = options.presetPhone ?? (presetEmail ? undefined : draft?.mobile);
  const tabInput = {
    visible: visibleTabs,
    presetEmail:
      presetEmail !== undefined || (presetPhone === undefined && options.signUpType === 'email'),
    presetPhone:
      presetPhone !== undefined || (presetEmail === undefined && options.signUpType === 'phone'),
  };

  const form = useForm<RegisterFormValues>({
    mode: 'onTouched',
    defaultValues: {
      email: presetEmail ?? '',
      mobile: presetPhone ?? '',
      countryCode:
        fixedCountryCode ??
        options.presetCountryCode ??
        (presetPhone === undefined ? undefined : draft?.countryCode) ??
        '',
      ...(draft?.password ? { password: draft.password } : {}),
    },
  });
  const [stage, dispatch] = useReducer(nextStage, options.layout, initialStage);
  const [tab, setTab] = useState<RegisterTab>(() =>
    initialRegisterTab({ ...tabInput, stored: null }),
  );
  useCombinedDraftSource(
    useCallback(() => {
      const values = form.getValues();
      const shown = options.layout === 'steps' ? undefined : tab;
      return {
        ...(shown !== 'mobile' ? { email: values.email } : {}),
        ...(shown !== 'email' ? { mobile: values.mobile, countryCode: values.countryCode } : {}),
        password: values.password,
      };
    }, [form, options.layout, tab]),
  );
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | undefined>(undefined);
  const [residence, setResidence] = useState<string | null>(null);
  const [residenceState, setResidenceState] = useState<ResidenceStatus>({ kind: 'none' });
  const residenceBanned = isResidenceBanned(residenceState);
  const ticked = useWatch({ control: form.control, name: 'consent' });
  const referralCode = useWatch({ control: form.control, name: REFERRAL_FIELD_NAME });
  // A visitor in one of the edition's restricted countries meets its dialog on arrival
  // (docs/login.md, "Visitor restrictions").
  const ipCountry = useCountryRestrictionOnArrival()?.code;

  // The stored tab preference is applied after hydration, like the login page's.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTab(initialRegisterTab({ ...tabInput, stored: readStoredRegisterTab() }));
    // Only once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => onOfferChange?.(gift.active), [gift.active, onOfferChange]);

  const submitEnabled = isSubmitEnabled({
    consent: manifest.register.consent,
    ticked,
    partnerChannelWithoutPresetEmail:
      channel.source === PARTNER_CHANNEL_SOURCE && options.presetEmail === undefined,
    residenceBanned,
  });

  const pageFacts = useRegistrationPageFacts({
    form,
    channel,
    residence: residence ?? undefined,
    telegramCallback: options.telegramCallback,
  });
  const onComplete = useCallback(
    (success: RegistrationSuccess) => {
      rememberRegistration(undefined);
      dispatch({ type: 'registered' });
      onRegistered(success);
    },
    [onRegistered],
  );
  // Both ways of signing up here post the partner bind on success (register-success.ts).
  const partnerChannel = channel.source === PARTNER_CHANNEL_SOURCE ? channel.source : undefined;
  const [ipLimitShown, setIpLimitShown] = useState(false);
  const showIpLimitInline = useCallback(() => setIpLimitShown(true), []);
  const actions = useRegistrationActions({
    entry: options.display,
    flavour: options.callFlavour,
    pageFacts,
    partnerChannel,
    isChineseEmail,
    onComplete,
    onIpLimitInline: options.ipLimitInline ? showIpLimitInline : undefined,
  });

  // Back navigation on the form asks the visitor to stay for the welcome gift (not on Turkey).
  // Each arming pushes a history entry, so the condition only changes with the stage.
  useExitIntent({
    enabled: gift.active && (stage.name === 'choose' || stage.name === 'account'),
    variant: exitIntentVariant(origin),
    onQuit,
    amount: gift.amount,
    affiliateId: channel.affiliate_id,
    referralCode: typeof referralCode === 'string' ? referralCode : undefined,
  });

  useRegisterRecall(options.recallUuid, {
    onPasswordStage: (uuid, loginName) => dispatch({ type: 'needsPassword', uuid, loginName }),
    onLoginStage: () =>
      navigate(`${localePath(lang, paths.login)}?source=commit_login`, { replace: true }),
  });

  const busyWhile = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const onRegisterOutcome = (
    outcome: RegisterOutcome,
    account: RegistrationAccount | undefined,
  ) => {
    if (outcome.kind === 'needsPassword') {
      rememberRegistration(outcome.uuid);
      dispatch({ type: 'needsPassword', uuid: outcome.uuid, account });
    }
  };

  const registerAccount = async (variant: RegisterVariantInput) => {
    const outcome = await actions.register({ variant, password });
    onRegisterOutcome(outcome, variant.account);
  };

  // Only the fields of the shown tab are checked; the other tab keeps what was typed in it, and
  // so does the whole form while the verify step is shown.
  const onAccountSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter (or the button) with a banned residence opens the ban dialog instead
    // (docs/registration.md, "The registration flow", step 1).
    if (residenceBanned) {
      const email = form.getValues('email');
      await actions.runBanDialog(2, tab === 'email' && email ? { email } : {});
      return;
    }
    const source = options.layout === 'steps' ? 'username' : tab;
    if (!(await form.trigger(accountFieldNames(source), { shouldFocus: true }))) return;
    const values = form.getValues();
    const account = accountFromForm(values, source, emailOnly);
    const countryCodeRequired = manifest.register.countryCodeRequired && !fixedCountryCode;
    if (missesCountryCode(account, countryCodeRequired)) {
      showToast({
        type: 'error',
        description: t('validation.pleaseSelectCountryCode'),
        duration: COUNTRY_CODE_TOAST_MS,
      });
      return;
    }
    const verification =
      account.channel === 'email' && options.emailVerification === 'link' ? 'link' : 'code';
    setPassword(options.layout === 'tabs' ? values.password : undefined);
    const outcome = await busyWhile(() => actions.start({ account, verification, submitEnabled }));
    if (outcome.kind !== 'sent') return;
    rememberRegistration(outcome.uuid);
    dispatch({ type: 'sent', attempt: { account, uuid: outcome.uuid, verification } });
  };

  const backToAccount = () => {
    rememberRegistration(undefined);
    actions.forgetTransaction();
    dispatch({ type: 'back' });
  };

  const onCode = (attempt: Attempt) => (code: string) =>
    busyWhile(async () => {
      if (options.callFlavour === 'item') {
        if (!attempt.uuid) return false;
        const check = await actions.verifyCode({
          uuid: attempt.uuid,
          code,
          account: attempt.account,
        });
        if (check !== 'verified') return false;
      }
      const outcome = await actions.register({
        variant: { account: attempt.account, code, verification: 'code', uuid: attempt.uuid },
        password,
      });
      onRegisterOutcome(outcome, attempt.account);
      return outcome.kind !== 'failed';
    });

  const onResend = (attempt: Attempt) => async () => {
    const outcome = await actions.resend({
      account: attempt.account,
      verification: attempt.verification,
    });
    if (outcome.kind !== 'sent') return false;
    rememberRegistration(outcome.uuid);
    dispatch({ type: 'sent', attempt: { ...attempt, uuid: outcome.uuid ?? attempt.uuid } });
    return true;
  };

  const thirdParty = options.hideThirdParty ? null : (
    <Stack gap="3">
      <ThirdPartyBlock
        intent="register"
        partnerChannel={partnerChannel}
        referralCode={
          typeof referralCode === 'string' && referralCode !== '' ? referralCode : undefined
        }
      />
      <Slot name="register.thirdParty" mode={options.display} />
    </Stack>
  );

  const loginLink = (
    <Text textAlign="center">
      {t('haveAccount')}{' '}
      <Link asChild colorPalette="brand" fontWeight="semibold">
        <RouterLink
          to={
            isOAuthSignInPath(location.pathname)
              ? `${localePath(lang, paths.oauthLogin)}${location.search}`
              : `${localePath(lang, paths.login)}${location.search}`
          }
        >
          {t('logIn')}
        </RouterLink>
      </Link>
    </Text>
  );

  const extras = (
    <>
      <ResidencePicker
        value={residence}
        onChange={setResidence}
        onStatusChange={setResidenceState}
      />
      {invite ? (
        <ChunkBoundary name="invite-code-field">
          <Suspense fallback={null}>
            <InviteCodeField name={REFERRAL_FIELD_NAME} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        !options.hideReferral && (
          <ReferralCodeField
            readOnly={options.readOnlyReferral}
            prefilledCode={options.prefilledUserCode}
            channelCode={channel.userCode}
          />
        )
      )}
    </>
  );

  return (
    <FormProvider {...form}>
      <Stack gap="6">
        {/* The widget's `ipLimitNotice: 'inline'` (docs/embedding.md, "Options"). */}
        {ipLimitShown && (
          <Text role="alert" color="fg.warning">
            <strong>{t('ipLimit.title')}</strong> {t('ipLimit.body')}
          </Text>
        )}
        {(stage.name === 'choose' || stage.name === 'account') && (
          <InviterHeader
            origin={origin}
            affiliateId={channel.affiliate_id}
            groupId={channel.group_id}
            country={ipCountry}
            giftAmount={gift.amount}
            giftPending={gift.pending}
          />
        )}
        {stage.name === 'choose' && (
          <ChooseStep
            channels={visibleTabs}
            onChoose={(next) => dispatch({ type: 'chosen', channel: next })}
            thirdParty={thirdParty}
          />
        )}
        {stage.name === 'account' && (
          <>
            {options.layout === 'steps' && (
              <BackButton label={t('steps.back')} onClick={() => dispatch({ type: 'choose' })} />
            )}
            <AccountStep
              layout={options.layout}
              manifest={manifest}
              visibleTabs={visibleTabs}
              tab={tab}
              onTabChange={(next) => {
                setTab(next);
                storeRegisterTab(next);
              }}
              prefer={stage.prefer}
              emailOnly={emailOnly}
              readOnlyEmail={options.readOnlyEmail}
              leadingZeroCodes={leadingZeroCodes}
              onSubmit={onAccountSubmit}
              submitEnabled={submitEnabled}
              busy={busy}
              extras={extras}
            />
            {options.layout === 'tabs' && thirdParty}
          </>
        )}
        {stage.name === 'verify' && (
          <ChunkBoundary name="register-verify">
            <Suspense fallback={<Working label={t('loading')} />}>
              <BackButton label={t('steps.back')} onClick={backToAccount} />
              {stage.attempt.verification === 'link' &&
              stage.attempt.uuid &&
              stage.attempt.account.channel === 'email' ? (
                <VerifyLinkStep
                  uuid={stage.attempt.uuid}
                  email={stage.attempt.account.email}
                  busy={busy}
                  onActivated={() => {
                    const { account, uuid } = stage.attempt;
                    void busyWhile(() => registerAccount({ account, verification: 'link', uuid }));
                  }}
                  onStopped={(reason) =>
                    track(REGISTER_EVENTS.failure, {
                      ...maskedAccount(stage.attempt.account),
                      reason,
                    })
                  }
                  onRestart={backToAccount}
                />
              ) : (
                <VerifyCodeStep
                  channel={stage.attempt.account.channel}
                  destination={
                    stage.attempt.account.channel === 'email'
                      ? stage.attempt.account.email
                      : `+${stage.attempt.account.countryCode} ${stage.attempt.account.mobile}`
                  }
                  busy={busy}
                  onComplete={onCode(stage.attempt)}
                  onResend={onResend(stage.attempt)}
                />
              )}
            </Suspense>
          </ChunkBoundary>
        )}
        {stage.name === 'password' && (
          <ChunkBoundary name="register-password">
            <Suspense fallback={<Working label={t('loading')} />}>
              <PasswordStep
                loginName={stage.loginName}
                busy={busy}
                onSubmit={async (clear) => {
                  const { uuid, account } = stage;
                  const outcome = await busyWhile(() =>
                    actions.setPassword({ uuid, password: clear, account }),
                  );
                  onRegisterOutcome(outcome, account);
                }}
              />
            </Suspense>
          </ChunkBoundary>
        )}
        {stage.name === 'finishing' && <Working label={t('finishing')} />}
        {(stage.name === 'choose' || stage.name === 'account') && !options.hideToggle && loginLink}
      </Stack>
    </FormProvider>
  );
}

/** A short wait the visitor should know about: a spinner and what is happening. */
function Working({ label }: { label: string }) {
  return (
    <HStack gap="3" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}
