import { useId, useState, type FormEvent } from 'react';
import type { SmsTestResult } from '@store/shared/schemas/sms';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSendTestSms } from '../api/send-test-sms.ts';
import { mobileProblem, serverProblemText } from '../lib/sms-problems.ts';

/** The outcome of a test message, in the page language, with Unifonic's own words on a refusal. */
function TestOutcome({ result }: { result: SmsTestResult }) {
  const { t } = useTranslation('adminSms');
  const headline = result.ok
    ? result.delivery === 'outbox'
      ? 'test.sentOutbox'
      : 'test.sentProvider'
    : 'test.notSent';
  return (
    <div
      data-testid="sms-test-result"
      data-ok={result.ok}
      data-reason={result.reason ?? undefined}
      className={cx(
        'border px-4 py-3 text-sm',
        result.ok ? 'border-success/40 bg-success/5' : 'border-danger/40 bg-danger/5',
      )}
    >
      <p className={cx('font-medium', result.ok ? 'text-success' : 'text-danger')}>
        <TextWithSlot translate={(to) => t(headline, { to })} slot={<Ltr>{result.to}</Ltr>} />
      </p>
      {result.ok && result.messageId && (
        <p className="mt-1 text-xs text-ink-soft">
          {result.delivery === 'outbox' ? t('test.outboxFile') : t('test.messageId')}{' '}
          <Ltr className="font-mono break-all">{result.messageId}</Ltr>
        </p>
      )}
      {!result.ok && result.reason && (
        <p className="mt-1 text-ink">{t(`test.reasons.${result.reason}`)}</p>
      )}
      {!result.ok && result.providerMessage && result.delivery === 'provider' && (
        <p className="mt-1 text-xs text-ink-soft">
          {t('test.providerSaid')} <Ltr className="font-mono">{result.providerMessage}</Ltr>
        </p>
      )}
    </div>
  );
}

/** "Send a test message": to the number the admin types, with the settings saved now. */
export function SmsTestMessage() {
  const { t } = useTranslation('adminSms');
  const id = useId();
  const send = useSendTestSms();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = mobileProblem(t, to);
    setError(problem);
    if (problem) return;
    send.mutate(
      { to: to.trim() },
      {
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors[0] : undefined;
          if (field) setError(serverProblemText(t, field.message));
        },
      },
    );
  };

  const failure = send.error;
  return (
    <SettingsCard title={t('test.title')} description={t('test.description')} testId="sms-test">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            label={t('test.to')}
            htmlFor={`${id}-to`}
            hint={
              <>
                {t('test.toHint')} <Ltr>05XXXXXXXX · +9665XXXXXXXX · 009665XXXXXXXX</Ltr>
              </>
            }
            error={error ?? undefined}
            className="sm:w-96"
          >
            <TextInput
              id={`${id}-to`}
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="off"
              value={to}
              invalid={Boolean(error)}
              aria-describedby={describedBy(`${id}-to`, { error, hint: true })}
              onChange={(event) => setTo(event.target.value)}
              data-testid="sms-test-to"
            />
          </Field>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={send.isPending}
            className="sm:mt-7"
            data-testid="sms-test-send"
          >
            {send.isPending ? t('test.sending') : t('test.send')}
          </Button>
        </div>
        <div aria-live="polite">
          {send.data && !send.isPending && <TestOutcome result={send.data} />}
          {failure &&
            !send.isPending &&
            !(failure instanceof ApiError && failure.fieldErrors.length) && (
              <p role="alert" className="text-sm font-medium text-danger">
                {t('test.failed')} {failure.message}
              </p>
            )}
        </div>
      </form>
    </SettingsCard>
  );
}
