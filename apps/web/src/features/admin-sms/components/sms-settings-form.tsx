import { useId, useState, type FormEvent } from 'react';
import type { SmsSettings } from '@store/shared/schemas/sms';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveSmsSettings } from '../api/save-sms-settings.ts';
import { problemText, senderIdProblem, serverProblemText } from '../lib/sms-problems.ts';

/**
 * Unifonic's AppSid (write-only: typed to replace, never shown, kept when left empty, removable)
 * and the sender name, checked here by the server's own rules before anything is sent.
 */
export function SmsSettingsForm({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation('adminSms');
  const id = useId();
  const save = useSaveSmsSettings();
  const [appSid, setAppSid] = useState('');
  const [clearAppSid, setClearAppSid] = useState(false);
  const [senderId, setSenderId] = useState(settings.senderId);
  const [errors, setErrors] = useState<{ appSid?: string; senderId?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = {
      senderId: senderIdProblem(t, senderId) ?? undefined,
      appSid: appSid.trim() && clearAppSid ? problemText(t, 'replaceAndClear') : undefined,
    };
    setErrors(found);
    if (found.senderId || found.appSid) return;
    save.mutate(
      {
        ...(appSid.trim() ? { appSid: appSid.trim() } : {}),
        clearAppSid,
        senderId: senderId.trim(),
      },
      {
        onSuccess: () => {
          setAppSid('');
          setClearAppSid(false);
          toast.success(t('form.saved'));
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : [];
          setErrors(
            Object.fromEntries(
              fields.map((entry) => [entry.field, serverProblemText(t, entry.message)]),
            ),
          );
          toast.error(t('form.saveFailed'), fields.length ? undefined : error.message);
        },
      },
    );
  };

  return (
    <SettingsCard title={t('form.title')} description={t('form.description')} testId="sms-settings">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('form.appSid')}
            htmlFor={`${id}-app-sid`}
            hint={
              settings.hasAppSid ? (
                <TextWithSlot
                  translate={(last4) => t('form.appSidSet', { last4 })}
                  slot={<Ltr className="font-mono">{settings.appSidLast4}</Ltr>}
                />
              ) : (
                t('form.appSidNotSet')
              )
            }
            error={errors.appSid}
          >
            <TextInput
              id={`${id}-app-sid`}
              type="password"
              dir="ltr"
              autoComplete="off"
              value={appSid}
              invalid={Boolean(errors.appSid)}
              aria-describedby={describedBy(`${id}-app-sid`, { error: errors.appSid, hint: true })}
              onChange={(event) => setAppSid(event.target.value)}
              data-testid="sms-app-sid"
            />
          </Field>
          <Field
            label={t('form.senderId')}
            htmlFor={`${id}-sender`}
            hint={t('form.senderIdHint')}
            error={errors.senderId}
            required
          >
            <TextInput
              id={`${id}-sender`}
              dir="ltr"
              autoComplete="off"
              value={senderId}
              invalid={Boolean(errors.senderId)}
              aria-describedby={describedBy(`${id}-sender`, {
                error: errors.senderId,
                hint: true,
              })}
              onChange={(event) => setSenderId(event.target.value)}
              data-testid="sms-sender-id"
            />
          </Field>
        </div>
        {settings.hasAppSid && (
          <label className="flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={clearAppSid}
              onChange={(event) => setClearAppSid(event.target.checked)}
              className="size-4 accent-ink"
              data-testid="sms-clear-app-sid"
            />
            {t('form.clearAppSid')}
          </label>
        )}
        <div className="flex justify-end border-t border-line pt-4">
          <Button type="submit" size="sm" disabled={save.isPending} data-testid="sms-save">
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
