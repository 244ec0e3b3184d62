import { useState, type FormEvent } from 'react';
import { DISCOUNT_KINDS } from '@store/shared/discounts';
import type { AdminPromotion, PromotionInputProblem } from '@store/shared/schemas/promotions';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import {
  describedBy,
  Field,
  SelectInput,
  TextInput,
  Toggle,
} from '../../../components/admin/form-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSavePromotion } from '../api/save-promotion.ts';
import {
  EMPTY_PROMOTION_FORM,
  formOf,
  formProblems,
  inputOf,
  type PromotionForm,
} from '../lib/promotion-form.ts';
import { ScopeFields } from './scope-fields.tsx';

type Field = PromotionInputProblem['field'];

/**
 * Creates a code, or edits one. The shared rules judge the form before it is sent, in the page's
 * language; the server judges it again and its refusal (a code already in use) is worded here too.
 */
export function PromotionFormDialog({
  promotion,
  onClose,
  onSaved,
}: {
  /** The code to edit; null for a new one. */
  promotion: AdminPromotion | null;
  onClose: () => void;
  onSaved: (saved: AdminPromotion) => void;
}) {
  const { t } = useTranslation('adminPromotions');
  const save = useSavePromotion();
  const [form, setForm] = useState<PromotionForm>(() =>
    promotion ? formOf(promotion) : EMPTY_PROMOTION_FORM,
  );
  const [shown, setShown] = useState<PromotionInputProblem[]>([]);
  const update = (change: Partial<PromotionForm>) => setForm((f) => ({ ...f, ...change }));
  const errorOf = (field: Field) => {
    const problem = shown.find((p) => p.field === field);
    return problem ? t(`validation.${problem.problem}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = formProblems(form);
    setShown(problems);
    if (problems.length > 0) return;
    save.mutate(
      { id: promotion?.id ?? null, input: inputOf(form) },
      { onSuccess: (saved) => onSaved(saved) },
    );
  };

  const refusal = save.error
    ? save.error instanceof ApiError && save.error.reason
      ? t(`validation.${save.error.reason.key}` as 'validation.codeTaken', {
          ...save.error.reason.params,
        })
      : save.error.message
    : null;

  const text = (
    field: Exclude<Field, 'kind' | 'scope' | 'productIds' | 'categoryIds' | 'families'> &
      keyof PromotionForm,
    options: {
      label: string;
      hint?: string;
      type?: string;
      dir?: 'ltr';
      inputMode?: 'decimal' | 'numeric';
    },
  ) => {
    const id = `promotion-${field}`;
    const error = errorOf(field);
    return (
      <Field label={options.label} htmlFor={id} error={error} hint={options.hint}>
        <TextInput
          id={id}
          type={options.type ?? 'text'}
          dir={options.dir}
          inputMode={options.inputMode}
          value={form[field] as string}
          onChange={(event) => update({ [field]: event.target.value })}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error, hint: options.hint })}
          data-testid={id}
        />
      </Field>
    );
  };

  return (
    <FormDialog
      title={promotion ? t('form.editTitle', { code: promotion.code }) : t('form.createTitle')}
      size="lg"
      testId="promotion-dialog"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      confirm={{ label: t('form.save'), testId: 'promotion-save', spinner: true }}
      failure={{ title: t('form.failed'), message: refusal, testId: 'promotion-save-failure' }}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {text('code', { label: t('form.code'), hint: t('form.codeHint'), dir: 'ltr' })}
      {text('description', { label: t('form.description') })}
      <Field label={t('form.kind')} htmlFor="promotion-kind">
        <SelectInput
          id="promotion-kind"
          value={form.kind}
          onChange={(event) => update({ kind: event.target.value as PromotionForm['kind'] })}
          data-testid="promotion-kind"
        >
          {DISCOUNT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectInput>
      </Field>
      {form.kind === 'percent' &&
        text('percent', { label: t('form.percent'), dir: 'ltr', inputMode: 'decimal' })}
      {form.kind === 'fixed' &&
        text('amount', { label: t('form.amount'), dir: 'ltr', inputMode: 'decimal' })}
      {form.kind === 'free_shipping' && <div className="hidden sm:block" />}
      {text('minOrder', {
        label: t('form.minOrder'),
        hint: t('form.minOrderHint'),
        dir: 'ltr',
        inputMode: 'decimal',
      })}
      <div className="hidden sm:block" />
      {text('startsAt', { label: t('form.startsAt'), type: 'datetime-local' })}
      {text('endsAt', { label: t('form.endsAt'), type: 'datetime-local' })}
      {text('usageLimit', { label: t('form.usageLimit'), dir: 'ltr', inputMode: 'numeric' })}
      {text('perCustomerLimit', {
        label: t('form.perCustomerLimit'),
        hint: t('form.limitHint'),
        dir: 'ltr',
        inputMode: 'numeric',
      })}
      <div className="sm:col-span-2">
        <ScopeFields form={form} update={update} error={errorOf('scope')} />
      </div>
      <Toggle
        checked={form.firstOrderOnly}
        onChange={(firstOrderOnly) => update({ firstOrderOnly })}
        label={t('form.firstOrderOnly')}
        description={t('form.firstOrderOnlyHint')}
        testId="promotion-first-order"
      />
      <Toggle
        checked={form.combinable}
        onChange={(combinable) => update({ combinable })}
        label={t('form.combinable')}
        description={t('form.combinableHint')}
        testId="promotion-combinable"
      />
      <Toggle
        checked={form.active}
        onChange={(active) => update({ active })}
        label={t('form.active')}
        testId="promotion-active"
      />
    </FormDialog>
  );
}
