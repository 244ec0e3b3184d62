import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MailIcon } from '../../../components/ui/icons/mail-icon.tsx';
import { toast } from '../../../stores/toast-store.ts';
import { useSendTestEmail } from '../api/send-test-email.ts';
import { errorDetail } from '../../../lib/admin/site-form-validation.ts';

/** Sends a test email with the saved settings and says plainly what happened. */
export function TestEmailPanel({ adminEmail, dirty }: { adminEmail: string; dirty: boolean }) {
  const { t } = useTranslation('adminSite');
  const [to, setTo] = useState('');
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  function run() {
    setOutcome(null);
    send.mutate(to.trim() || undefined, {
      onSuccess: (result) => {
        const detail =
          result.via === 'smtp'
            ? t('settings.email.testSentSmtp', { server: result.server ?? '' })
            : t('settings.email.testSentOutbox');
        const title = t('settings.email.testSent', { to: result.to });
        toast.success(title, detail);
        setOutcome({ ok: true, text: `${title}. ${detail}` });
      },
      onError: (error) => {
        const detail = errorDetail(error) ?? '';
        toast.error(t('settings.email.testFailed'), detail);
        setOutcome({ ok: false, text: `${t('settings.email.testFailed')}: ${detail}` });
      },
    });
  }

  return (
    <div className="border-t border-line px-5 py-4 sm:px-6">
      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
        <Field
          label={t('settings.email.testTo')}
          htmlFor="email-test-to"
          hint={dirty ? t('settings.email.saveFirst') : t('settings.email.testToHint')}
        >
          <TextInput
            id="email-test-to"
            type="email"
            dir="ltr"
            placeholder={adminEmail}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            data-testid="email-test-to"
          />
        </Field>
        <Button
          variant="secondary"
          size="sm"
          onClick={run}
          disabled={send.isPending}
          data-testid="email-test-send"
        >
          <MailIcon size={14} />
          {send.isPending ? t('settings.email.testing') : t('settings.email.test')}
        </Button>
      </div>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="email-test-result"
          className={outcome.ok ? 'mt-3 text-sm text-success' : 'mt-3 text-sm text-danger'}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}
