import { useId, useState } from 'react';
import {
  MAX_RETURN_POLICY_TEXT,
  OPENED_BOTTLE_RULES,
  returnSettingsInputSchema,
  type ReturnSettings,
} from '@store/shared/schemas/returns';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { DialogFailure } from '../../../components/admin/dialog-failure.tsx';
import { Field, TextArea, TextInput } from '../../../components/admin/form-field.tsx';
import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { useCheckedSave } from '../../../components/admin/use-checked-save.ts';
import { Button } from '../../../components/ui/button.tsx';
import { storefrontPaths } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useReturnSettings, useSaveReturnSettings } from '../api/return-settings.ts';

/** /admin/returns/settings: the window, the rule for opened bottles, the policy's text. */
export function ReturnSettingsPage() {
  const { t } = useTranslation('adminReturns');
  const { language } = useLanguage();
  useDocumentTitle(t('settings.title'));
  const query = useReturnSettings();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to=".." relative="path">
        {t('settings.back')}
      </BackLink>
      <AdminPageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          <a
            href={storefrontPaths(language).returnPolicy}
            target="_blank"
            rel="noopener"
            className="text-sm text-ink underline decoration-champagne underline-offset-4"
          >
            {t('settings.viewPage')}
          </a>
        }
      />
      {query.isPending ? (
        <ListLoading rows={4} label={t('settings.title')} />
      ) : query.isError ? (
        <ListError message={t('settings.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <ReturnSettingsForm settings={query.data} />
      )}
    </div>
  );
}

function ReturnSettingsForm({ settings }: { settings: ReturnSettings }) {
  const { t } = useTranslation('adminReturns');
  const { t: admin } = useTranslation('admin');
  const id = useId();
  const save = useSaveReturnSettings();
  const [windowDays, setWindowDays] = useState(String(settings.windowDays));
  const [openedBottles, setOpenedBottles] = useState(settings.openedBottles);
  const [policy, setPolicy] = useState(settings.policy);
  const input = {
    windowDays: /^\d+$/.test(windowDays.trim()) ? Number(windowDays.trim()) : Number.NaN,
    openedBottles,
    policy,
  };
  const parsed = returnSettingsInputSchema.safeParse(input);
  const { submitted, failure, submit } = useCheckedSave(parsed, save, () =>
    toast.success(t('settings.saved')),
  );
  const problem = (path: string) =>
    submitted && parsed.error?.issues.some((issue) => issue.path.join('.') === path);
  const daysError = problem('windowDays') ? t('settings.windowDaysError') : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-3xl flex-col gap-6 border border-line bg-paper p-5 sm:p-6"
    >
      <Field
        label={t('settings.windowDays')}
        htmlFor={`${id}-days`}
        hint={t('settings.windowDaysHint')}
        error={daysError}
        required
      >
        <div className="w-28">
          <TextInput
            id={`${id}-days`}
            inputMode="numeric"
            dir="ltr"
            value={windowDays}
            invalid={Boolean(daysError)}
            aria-describedby={daysError ? `${id}-days-error` : `${id}-days-hint`}
            onChange={(event) => setWindowDays(event.target.value)}
            data-testid="return-settings-days"
          />
        </div>
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('settings.openedBottles')}</legend>
        <div className="flex flex-col gap-2">
          {OPENED_BOTTLE_RULES.map((rule) => (
            <label key={rule} className="flex items-start gap-3 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-opened`}
                value={rule}
                checked={openedBottles === rule}
                onChange={() => setOpenedBottles(rule)}
                className="mt-0.5 size-4 accent-ink"
                data-testid={`return-settings-opened-${rule}`}
              />
              {rule === 'sealed_only' ? t('settings.sealedOnly') : t('settings.accepted')}
            </label>
          ))}
        </div>
      </fieldset>
      {(['en', 'ar'] as const).map((language) => {
        const error = problem(`policy.${language}`)
          ? t('settings.policyTooLong', { max: MAX_RETURN_POLICY_TEXT })
          : undefined;
        return (
          <Field
            key={language}
            label={`${t('settings.policy')} (${admin(language === 'en' ? 'form.english' : 'form.arabic')})`}
            htmlFor={`${id}-policy-${language}`}
            hint={t('settings.policyHint')}
            error={error}
          >
            <TextArea
              id={`${id}-policy-${language}`}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              lang={language}
              rows={10}
              value={policy[language]}
              invalid={Boolean(error)}
              onChange={(event) => setPolicy({ ...policy, [language]: event.target.value })}
              data-testid={`return-settings-policy-${language}`}
            />
          </Field>
        );
      })}
      {failure && (
        <DialogFailure
          title={t('settings.saveFailed')}
          message={failure}
          testId="return-settings-failure"
        />
      )}
      <div>
        <Button type="submit" disabled={save.isPending} data-testid="return-settings-save">
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
