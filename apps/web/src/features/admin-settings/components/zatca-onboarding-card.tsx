import { useState, type FormEvent, type ReactNode } from 'react';
import { adminTaxDocuments as englishTexts } from '../../../locales/en/admin-tax-documents.ts';
import { Link } from 'react-router';
import type { AdminSiteSettings } from '@store/shared/schemas/settings';
import {
  ZATCA_ENVIRONMENTS,
  zatcaOnboardSchema,
  type ZatcaEnvironmentName,
  type ZatcaOnboardingStep,
  type ZatcaStatus,
} from '@store/shared/schemas/zatca';
import { Field, SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { ListError } from '../../../components/admin/list-states.tsx';
import { ZatcaMessages } from '../../../components/admin/tax-document-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { adminSectionPath } from '../../../config/admin-sections.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useZatcaStatus } from '../api/get-zatca-status.ts';
import { useOnboardZatca } from '../api/onboard-zatca.ts';

const ENVIRONMENT_KEYS = {
  'stand-in': 'standIn',
  'developer-portal': 'developerPortal',
  simulation: 'simulation',
  production: 'production',
} as const satisfies Record<ZatcaEnvironmentName, string>;

const STATE_KEYS = {
  'not-started': 'notStarted',
  compliance: 'compliance',
  ready: 'ready',
} as const satisfies Record<ZatcaStatus['state'], string>;

const STEP_KEYS = {
  profile: 'profile',
  csr: 'csr',
  'compliance-csid': 'complianceCsid',
  'compliance-checks': 'complianceChecks',
  'production-csid': 'productionCsid',
} as const satisfies Record<ZatcaOnboardingStep, string>;

/**
 * ZATCA onboarding (issue 18, phase 2), below the seller profile: where the store stands with
 * ZATCA, and the form that connects it with an OTP from the Fatoora portal. Outside phase 2, a
 * line saying when it matters.
 */
export function ZatcaOnboardingCard({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminTaxDocuments');
  const phase2 = settings.sellerProfile.einvoicingMode === 'phase2';
  const status = useZatcaStatus({ enabled: phase2 });

  return (
    <section
      id="settings-zatca"
      aria-labelledby="settings-zatca-title"
      className="scroll-mt-24 border border-line bg-paper"
      data-testid="zatca-onboarding"
    >
      <header className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="settings-zatca-title" className="font-display text-xl text-ink">
          {t('zatca.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-soft">{t('zatca.description')}</p>
      </header>
      <div className="space-y-6 px-5 py-5 sm:px-6">
        {!phase2 ? (
          <p className="text-sm text-ink-soft" data-testid="zatca-not-phase2">
            {t('zatca.notPhase2')}
          </p>
        ) : status.isPending ? (
          <div className="space-y-3" role="status">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : status.isError ? (
          <ListError message={t('zatca.loadError')} onRetry={() => void status.refetch()} />
        ) : (
          <>
            <ZatcaStatusView status={status.data} />
            {status.data.lastError && <LastError error={status.data.lastError} />}
            <OnboardForm status={status.data} />
          </>
        )}
      </div>
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 border-b border-line py-2 last:border-b-0 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ZatcaStatusView({ status }: { status: ZatcaStatus }) {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  const number = (value: number) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA').format(value);
  const certificate = (cert: ZatcaStatus['complianceCertificate'], testId: string) =>
    cert ? (
      <span data-testid={testId}>
        <span className={cx('block', cert.expired && 'font-medium text-danger')}>
          {t(cert.expired ? 'zatca.expiredOn' : 'zatca.validUntil', {
            date: formatStoreDateTime(cert.notAfter, language),
          })}
        </span>
        <span className="block text-xs text-ink-muted">
          {t('zatca.serial')} <Ltr className="font-mono break-all">{cert.serialNumber}</Ltr>
        </span>
      </span>
    ) : (
      <span className="text-ink-muted" data-testid={testId}>
        {t('zatca.noCertificate')}
      </span>
    );
  const documentsLink = (reportingStatus: 'pending' | 'failed', count: number) => (
    <span className="flex flex-wrap items-center gap-3">
      <Ltr
        className={cx('font-medium', count > 0 && reportingStatus === 'failed' && 'text-danger')}
      >
        {number(count)}
      </Ltr>
      {count > 0 && (
        <Link
          to={`${adminSectionPath('taxDocuments')}?status=${reportingStatus}`}
          className="text-gold-deep underline decoration-champagne underline-offset-4"
        >
          {t('zatca.seeDocuments')}
        </Link>
      )}
    </span>
  );

  return (
    <dl data-testid="zatca-status">
      <Row label={t('zatca.state')} testId="zatca-state">
        <span
          data-state={status.state}
          className={cx(
            'inline-flex items-center border px-2 py-0.5 text-xs font-medium',
            status.state === 'ready'
              ? 'border-success/30 bg-success/10 text-success'
              : status.state === 'compliance'
                ? 'border-warning/30 bg-warning/10 text-warning'
                : 'border-line text-ink-soft',
          )}
        >
          {t(`zatca.states.${STATE_KEYS[status.state]}`)}
        </span>
      </Row>
      <Row label={t('zatca.environment')} testId="zatca-environment">
        {t(`zatca.environments.${ENVIRONMENT_KEYS[status.environment]}`)}
      </Row>
      <Row label={t('zatca.complianceCertificate')}>
        {certificate(status.complianceCertificate, 'zatca-compliance-certificate')}
      </Row>
      <Row label={t('zatca.productionCertificate')}>
        {certificate(status.productionCertificate, 'zatca-production-certificate')}
      </Row>
      <Row label={t('zatca.checks')} testId="zatca-checks">
        {status.complianceChecks.length === 0 ? (
          <span className="text-ink-muted">{t('zatca.noChecks')}</span>
        ) : (
          <ul className="flex flex-col gap-2">
            {status.complianceChecks.map((check) => (
              <li key={check.kind} data-testid="zatca-check" data-passed={check.passed}>
                <span className="flex flex-wrap items-center gap-2">
                  <span>{t(`kinds.${check.kind}`)}</span>
                  <span
                    className={cx(
                      'text-xs font-medium',
                      check.passed ? 'text-success' : 'text-danger',
                    )}
                  >
                    {check.passed ? t('zatca.passed') : t('zatca.notPassed')}
                  </span>
                </span>
                {check.messages.length > 0 && (
                  <div className="mt-1">
                    <ZatcaMessages messages={check.messages} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label={t('zatca.counter')} testId="zatca-counter">
        <Ltr>{number(status.counterValue)}</Ltr>
      </Row>
      <Row label={t('zatca.lastHash')} testId="zatca-last-hash">
        <Ltr className="font-mono text-xs break-all">{status.lastHash}</Ltr>
      </Row>
      <Row label={t('zatca.pendingReports')} testId="zatca-pending">
        {documentsLink('pending', status.pendingReports)}
      </Row>
      <Row label={t('zatca.failedReports')} testId="zatca-failed">
        {documentsLink('failed', status.failedReports)}
      </Row>
    </dl>
  );
}

/** The last onboarding failure: our words for the step, the server's reason, ZATCA's messages. */
type ReasonKey = keyof typeof englishTexts.zatca.reasons;
type FieldKey = keyof typeof englishTexts.zatca.profileFields;

function LastError({ error }: { error: NonNullable<ZatcaStatus['lastError']> }) {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  /** Our own reason in the page's language; the server's English when it gave none. */
  const reasonText = ({ reason, message }: NonNullable<ZatcaStatus['lastError']>) => {
    if (!reason || !(reason.key in englishTexts.zatca.reasons)) return message;
    const fields = String(reason.params.fields ?? '')
      .split(',')
      .filter((field) => field in englishTexts.zatca.profileFields)
      .map((field) => t(`zatca.profileFields.${field as FieldKey}`))
      .join(language === 'ar' ? '، ' : ', ');
    return t(`zatca.reasons.${reason.key as ReasonKey}`, { ...reason.params, fields });
  };
  return (
    <div
      role="alert"
      className="border border-danger/30 bg-rose-light/40 px-4 py-4"
      data-testid="zatca-last-error"
    >
      <p className="font-medium text-ink">{t('zatca.failed')}</p>
      <p className="mt-1 text-sm text-ink" data-testid="zatca-last-error-step">
        {t('zatca.stoppedAt', { step: t(`zatca.steps.${STEP_KEYS[error.step]}`) })}
      </p>
      {(error.reason || error.message) && (
        <p className="mt-1 text-sm text-ink-soft" data-testid="zatca-last-error-reason">
          <bdi>{reasonText(error)}</bdi>
        </p>
      )}
      <p className="mt-1 text-xs text-ink-muted">
        {t('zatca.at', { date: formatStoreDateTime(error.at, language) })}
      </p>
      {error.messages.length > 0 && (
        <div className="mt-3">
          <ZatcaMessages messages={error.messages} testId="zatca-last-error-messages" />
        </div>
      )}
    </div>
  );
}

function OnboardForm({ status }: { status: ZatcaStatus }) {
  const { t } = useTranslation('adminTaxDocuments');
  const onboard = useOnboardZatca();
  const [environment, setEnvironment] = useState<ZatcaEnvironmentName>(status.environment);
  const [otp, setOtp] = useState('');
  const [otpInvalid, setOtpInvalid] = useState(false);
  // A refusal of ZATCA's is shown from the status (lastError); anything else here.
  const otherError =
    onboard.error &&
    !(onboard.error instanceof ApiError && String(onboard.error.code) === 'ZATCA_ONBOARDING_FAILED')
      ? onboard.error
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = zatcaOnboardSchema.safeParse({ environment, otp });
    setOtpInvalid(!input.success);
    if (!input.success) return;
    onboard.mutate(input.data, {
      onSuccess: () => {
        setOtp('');
        toast.success(t('zatca.connected'));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 border-t border-line pt-5"
      data-testid="zatca-form"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label={t('zatca.environment')}
          htmlFor="zatca-environment"
          hint={t(`zatca.environmentHints.${ENVIRONMENT_KEYS[environment]}`)}
        >
          <SelectInput
            id="zatca-environment"
            value={environment}
            onChange={(event) => setEnvironment(event.target.value as ZatcaEnvironmentName)}
            aria-describedby="zatca-environment-hint"
            data-testid="zatca-environment-select"
          >
            {ZATCA_ENVIRONMENTS.map((name) => (
              <option key={name} value={name}>
                {t(`zatca.environments.${ENVIRONMENT_KEYS[name]}`)}
              </option>
            ))}
          </SelectInput>
        </Field>
        <Field
          label={t('zatca.otp')}
          htmlFor="zatca-otp"
          hint={t('zatca.otpHint')}
          error={otpInvalid ? t('zatca.otpInvalid') : undefined}
          required
        >
          <TextInput
            id="zatca-otp"
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            dir="ltr"
            className="font-mono tracking-[0.3em]"
            invalid={otpInvalid}
            aria-describedby={otpInvalid ? 'zatca-otp-error' : 'zatca-otp-hint'}
            data-testid="zatca-otp"
          />
        </Field>
      </div>
      {otherError && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="zatca-error">
          {t('zatca.failed')}: <bdi>{otherError.message}</bdi>
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={onboard.isPending} data-testid="zatca-connect">
          {onboard.isPending ? t('zatca.connecting') : t('zatca.connect')}
        </Button>
      </div>
    </form>
  );
}
