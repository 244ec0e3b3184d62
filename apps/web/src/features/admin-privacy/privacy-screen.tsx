import { useId, useState } from 'react';
import { intlLocaleOf } from '@store/shared/locales';
import {
  MAX_PRIVACY_POLICY_TEXT,
  MAX_RETENTION_YEARS,
  MIN_RETENTION_YEARS,
  privacyPolicyInputSchema,
  type PrivacyPolicy,
} from '@store/shared/schemas/privacy';
import { formatStoreDate } from '@store/shared/store-date';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { DialogFailure } from '../../components/admin/dialog-failure.tsx';
import { Field, TextArea, TextInput } from '../../components/admin/form-field.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { useCheckedSave } from '../../components/admin/use-checked-save.ts';
import { Button } from '../../components/ui/button.tsx';
import { storefrontPaths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../stores/toast-store.ts';
import { usePrivacyPolicy, usePublishPrivacyPolicy } from '../../api/privacy-policy.ts';

/** /admin/privacy: the privacy policy per language and the retention period; a save publishes. */
export function PrivacyScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminPrivacy');
  const { language } = useLanguage();
  useDocumentTitle(t('title'));
  const policy = usePrivacyPolicy();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="privacy-screen">
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <a
            href={storefrontPaths(language).privacy}
            target="_blank"
            rel="noopener"
            className="text-sm text-ink underline decoration-champagne underline-offset-4"
          >
            {t('viewPage')}
          </a>
        }
      />
      {policy.isPending ? (
        <ListLoading rows={4} label={t('title')} />
      ) : policy.isError ? (
        <ListError message={t('loadError')} onRetry={() => void policy.refetch()} />
      ) : (
        <PrivacyPolicyForm key={policy.data.version} policy={policy.data} />
      )}
    </div>
  );
}

function PrivacyPolicyForm({ policy }: { policy: PrivacyPolicy }) {
  const { t } = useTranslation('adminPrivacy');
  const { t: admin } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  const publish = usePublishPrivacyPolicy();
  const [text, setText] = useState(policy.text);
  const [years, setYears] = useState(String(policy.retentionYears));
  const parsed = privacyPolicyInputSchema.safeParse({
    text,
    retentionYears: /^\d+$/.test(years.trim()) ? Number(years.trim()) : Number.NaN,
  });
  const { submitted, failure, submit } = useCheckedSave(parsed, publish, (saved) =>
    toast.success(t('published', { version: saved.version })),
  );
  const issueAt = (path: string) =>
    submitted ? parsed.error?.issues.find((issue) => issue.path.join('.') === path) : undefined;
  const yearsError = issueAt('retentionYears')
    ? t('retentionError', { min: MIN_RETENTION_YEARS, max: MAX_RETENTION_YEARS })
    : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-6 border border-line bg-paper p-5 sm:p-6"
    >
      <p className="text-sm text-ink-soft" data-testid="privacy-current-version">
        {t('current', {
          version: policy.version,
          date: formatStoreDate(policy.publishedAt, intlLocaleOf(language), 'dateTime'),
        })}
      </p>
      {(['en', 'ar'] as const).map((textLanguage) => {
        const issue = issueAt(`text.${textLanguage}`);
        const error = issue
          ? issue.code === 'too_big'
            ? t('textTooLong', { max: MAX_PRIVACY_POLICY_TEXT })
            : t('textMissing')
          : undefined;
        return (
          <Field
            key={textLanguage}
            label={`${t('text')} (${admin(textLanguage === 'en' ? 'form.english' : 'form.arabic')})`}
            htmlFor={`${id}-text-${textLanguage}`}
            hint={t('textHint')}
            error={error}
            required
          >
            <TextArea
              id={`${id}-text-${textLanguage}`}
              dir={textLanguage === 'ar' ? 'rtl' : 'ltr'}
              lang={textLanguage}
              rows={12}
              value={text[textLanguage]}
              invalid={Boolean(error)}
              onChange={(event) => setText({ ...text, [textLanguage]: event.target.value })}
              data-testid={`privacy-text-${textLanguage}`}
            />
          </Field>
        );
      })}
      <Field
        label={t('retention')}
        htmlFor={`${id}-years`}
        hint={t('retentionHint')}
        error={yearsError}
        required
      >
        <div className="w-28">
          <TextInput
            id={`${id}-years`}
            inputMode="numeric"
            dir="ltr"
            value={years}
            invalid={Boolean(yearsError)}
            onChange={(event) => setYears(event.target.value)}
            data-testid="privacy-retention-years"
          />
        </div>
      </Field>
      {failure && (
        <DialogFailure title={t('publishFailed')} message={failure} testId="privacy-failure" />
      )}
      <div>
        <Button type="submit" disabled={publish.isPending} data-testid="privacy-publish">
          {publish.isPending ? t('publishing') : t('publish')}
        </Button>
      </div>
    </form>
  );
}
