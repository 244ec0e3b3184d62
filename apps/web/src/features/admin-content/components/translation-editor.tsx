import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TranslationSection } from '@store/shared/constants';
import {
  changeLogSchema,
  translationSectionContentInputSchema,
} from '@store/shared/schemas/content';
import { Field, TextArea, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../stores/toast-store.ts';
import type { ContentSectionData } from '../api/get-content-section.ts';
import { useSaveContentSection } from '../api/save-content-section.ts';
import { useValidateContent } from '../api/validate-content.ts';
import { errorDetail, issueMessage } from '../../../lib/admin/site-form-validation.ts';
import { fromRows, rowOfField, toRows, type TranslationRow } from '../lib/translation-rows.ts';

interface Values {
  rows: TranslationRow[];
  changeLog: string;
}

interface Problem {
  field: string;
  message: string;
}

/** Texts longer than this get a text area. */
const LONG_TEXT = 70;

/**
 * One translation section, English and Arabic side by side per key. "Check" runs the save's rules
 * on the server (nothing is saved); "Save" checks first, then stores a new version with its change
 * log. Problems show under the text they concern.
 */
export function TranslationEditor({
  section,
  data,
  onDirtyChange,
}: {
  section: TranslationSection;
  data: ContentSectionData;
  /** Told whether there are unsaved edits, so leaving the section can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('adminSite');
  const initial = useMemo(() => toRows(data.content), [data.content]);
  const form = useForm<Values>({ defaultValues: { rows: initial.rows, changeLog: '' } });
  const { register, formState, setError, clearErrors, getValues } = form;
  const validate = useValidateContent();
  const save = useSaveContentSection();
  const [summary, setSummary] = useState<{ count: number } | null>(null);
  const busy = validate.isPending || save.isPending;
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function show(problems: Problem[]) {
    clearErrors();
    const rows = getValues('rows');
    for (const problem of problems) {
      if (problem.field === 'changeLog') {
        setError('changeLog', { type: 'rule', message: problem.message });
        continue;
      }
      const at = rowOfField(problem.field, rows);
      if (at) {
        setError(`rows.${at.index}.${at.lang}` as Path<Values>, {
          type: 'rule',
          message: problem.message,
        });
      }
    }
    setSummary({ count: problems.length });
  }

  /** The save's rules, worded in the page's language. */
  function clientProblems(values: Values, withChangeLog: boolean): Problem[] {
    const problems: Problem[] = [];
    const content = translationSectionContentInputSchema.safeParse(
      fromRows(values.rows, initial.wrapped),
    );
    if (!content.success) {
      for (const issue of content.error.issues) {
        problems.push({ field: issue.path.join('.'), message: issueMessage(issue, t) });
      }
    }
    if (withChangeLog) {
      const log = changeLogSchema.safeParse(values.changeLog);
      if (!log.success) {
        problems.push({ field: 'changeLog', message: issueMessage(log.error.issues[0]!, t) });
      }
    }
    return problems;
  }

  /** Client rules first, then the server's; true when there is nothing to fix. */
  async function check(values: Values, withChangeLog: boolean): Promise<boolean> {
    const local = clientProblems(values, withChangeLog);
    if (local.length > 0) {
      show(local);
      return false;
    }
    const result = await validate.mutateAsync({
      section,
      content: fromRows(values.rows, initial.wrapped),
    });
    show(result.errors);
    return result.valid;
  }

  async function onCheck() {
    try {
      await check(getValues(), false);
    } catch (error) {
      toast.error(t('content.translations.loadError'), errorDetail(error));
    }
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const values = getValues();
    try {
      if (!(await check(values, true))) return;
      const saved = await save.mutateAsync({
        section,
        content: fromRows(values.rows, initial.wrapped),
        changeLog: values.changeLog.trim(),
      });
      toast.success(t('content.translations.saved'));
      form.reset({ rows: toRows(saved.content).rows, changeLog: '' });
      setSummary(null);
    } catch (error) {
      toast.error(t('content.errors.saveTranslations'), errorDetail(error));
      if (error instanceof ApiError) show(error.fieldErrors);
    }
  }

  const rows = form.watch('rows');
  const errors = formState.errors;

  return (
    <form noValidate onSubmit={onSave} className="border border-line bg-paper">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-5 py-3 sm:px-6">
        <p className="text-sm text-ink-muted" data-testid="translations-version">
          {t('content.translations.version', { version: data.version })}
        </p>
        {summary && (
          <p
            role="status"
            data-testid="translations-summary"
            className={summary.count === 0 ? 'text-sm text-success' : 'text-sm text-danger'}
          >
            {summary.count === 0
              ? t('content.translations.valid')
              : t('content.translations.problems', { count: summary.count })}
          </p>
        )}
      </div>

      {rows.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-ink-muted">
          {t('content.translations.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[42rem] text-sm">
            <thead className="bg-ivory/60 text-start text-xs tracking-wide text-ink-muted uppercase rtl:tracking-normal">
              <tr>
                <th scope="col" className="w-48 px-4 py-2 text-start font-medium">
                  {t('content.translations.key')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('languages.en')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('languages.ar')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row, index) => (
                <tr key={row.key} data-testid={`translation-row-${row.key}`} className="align-top">
                  <th scope="row" className="px-4 py-3 text-start font-normal">
                    <code className="text-xs break-all text-ink-soft" dir="ltr">
                      {row.key}
                    </code>
                  </th>
                  {(['en', 'ar'] as const).map((lang) => {
                    const id = `translation-${lang}-${row.key}`;
                    const error = errors.rows?.[index]?.[lang]?.message;
                    const field = register(`rows.${index}.${lang}`);
                    const props = {
                      id,
                      dir: lang === 'ar' ? 'rtl' : 'ltr',
                      lang,
                      invalid: Boolean(error),
                      'aria-label': `${row.key} (${t(`languages.${lang}`)})`,
                      'aria-describedby': error ? `${id}-error` : undefined,
                      'data-testid': `translation-input-${lang}-${row.key}`,
                      ...field,
                    };
                    const long = Math.max(row.en.length, row.ar.length) > LONG_TEXT;
                    return (
                      <td key={lang} className="px-4 py-3">
                        {long ? <TextArea rows={3} {...props} /> : <TextInput {...props} />}
                        {error && (
                          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-danger">
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="grid gap-4 border-t border-line bg-ivory/40 px-5 py-4 sm:px-6 md:grid-cols-[1fr_auto] md:items-end">
        <Field
          label={t('content.translations.changeLog')}
          htmlFor="translations-changelog"
          required
          error={errors.changeLog?.message}
          hint={t('content.translations.changeLogHint')}
        >
          <TextInput
            id="translations-changelog"
            maxLength={500}
            invalid={Boolean(errors.changeLog)}
            data-testid="translations-changelog"
            {...register('changeLog')}
          />
        </Field>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void onCheck()}
            data-testid="translations-validate"
          >
            {validate.isPending && !save.isPending
              ? t('content.translations.validating')
              : t('content.translations.validate')}
          </Button>
          <Button type="submit" size="sm" disabled={busy} data-testid="translations-save">
            {save.isPending ? t('content.saving') : t('content.translations.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
