import { useId, useState, type FormEvent } from 'react';
import {
  isValidTagId,
  MARKETING_TAG_CATEGORY,
  MARKETING_TAGS,
  type AdminMarketingTags,
  type ConsentCategory,
  type MarketingTag,
  type MarketingTagSetting,
} from '@store/shared/schemas/marketing-tags';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';
import { describedBy, Field, TextInput, Toggle } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveMarketingTags } from '../api/save-marketing-tags.ts';

type Problem = 'invalid' | 'required';
type Draft = Record<MarketingTag, MarketingTagSetting>;

/** The same rule as the server's (the shared schema), said in the admin's language. */
function problemOf({ id, enabled }: MarketingTagSetting, tag: MarketingTag): Problem | null {
  if (id.trim() === '') return enabled ? 'required' : null;
  return isValidTagId(tag, id) ? null : 'invalid';
}

/**
 * Every tag: its ID and an on/off switch, grouped by the consent category it loads under. An
 * ID may stay saved while switched off. Nothing is sent while an ID is malformed; a refusal by
 * the server marks the same fields.
 */
export function MarketingTagsForm({ tags }: { tags: AdminMarketingTags }) {
  const { t } = useTranslation('adminMarketing');
  const id = useId();
  const save = useSaveMarketingTags();
  const [draft, setDraft] = useState<Draft>(
    () => Object.fromEntries(MARKETING_TAGS.map((tag) => [tag, tags[tag]])) as Draft,
  );
  const [shown, setShown] = useState<Partial<Record<MarketingTag, Problem>>>({});

  const change = (tag: MarketingTag, next: Partial<MarketingTagSetting>) => {
    setDraft((current) => ({ ...current, [tag]: { ...current[tag], ...next } }));
    setShown((current) => ({ ...current, [tag]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = Object.fromEntries(
      MARKETING_TAGS.map((tag) => [tag, problemOf(draft[tag], tag) ?? undefined]),
    ) as Partial<Record<MarketingTag, Problem>>;
    setShown(problems);
    if (Object.values(problems).some(Boolean)) {
      toast.error(t('saveFailed'), t('fixErrors'));
      return;
    }
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(Object.fromEntries(MARKETING_TAGS.map((tag) => [tag, saved[tag]])) as Draft);
        toast.success(t('saved'));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : [];
        const refused = MARKETING_TAGS.filter((tag) =>
          fields.some((entry) => entry.field.split('.').includes(tag)),
        );
        setShown(
          Object.fromEntries(refused.map((tag) => [tag, problemOf(draft[tag], tag) ?? 'invalid'])),
        );
        toast.error(t('saveFailed'), refused.length > 0 ? t('fixErrors') : error.message);
      },
    });
  };

  const tagRow = (tag: MarketingTag) => {
    const inputId = `${id}-${tag}`;
    const problem = shown[tag];
    const error = problem
      ? problem === 'required'
        ? t('required')
        : t('invalid', { format: t(`tags.${tag}.format`) })
      : undefined;
    return (
      <div
        key={tag}
        className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-6"
      >
        <Field
          label={`${t(`tags.${tag}.name`)} · ${t(`tags.${tag}.label`)}`}
          htmlFor={inputId}
          hint={t(`tags.${tag}.format`)}
          error={error}
        >
          <TextInput
            id={inputId}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={draft[tag].id}
            invalid={Boolean(error)}
            aria-describedby={describedBy(inputId, { error, hint: true })}
            onChange={(event) => change(tag, { id: event.target.value })}
            data-testid={`marketing-${tag}-id`}
          />
        </Field>
        <div className="sm:pt-7">
          <Toggle
            checked={draft[tag].enabled}
            onChange={(enabled) => change(tag, { enabled })}
            label={t('enabled')}
            testId={`marketing-${tag}-enabled`}
          />
        </div>
      </div>
    );
  };

  const group = (category: ConsentCategory) => (
    <SettingsCard
      title={t(category)}
      description={t(`${category}Description`)}
      testId={`marketing-${category}`}
    >
      {MARKETING_TAGS.filter((tag) => MARKETING_TAG_CATEGORY[tag] === category).map(tagRow)}
      {category === 'analytics' && <p className="text-xs text-ink-soft">{t('gtmNote')}</p>}
    </SettingsCard>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {group('analytics')}
      {group('advertising')}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={save.isPending} data-testid="marketing-save">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
