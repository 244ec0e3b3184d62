import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { SHIPPING_LIMITS } from '@store/shared/schemas/shipping';
import { describedBy, Field } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { errorAt } from '../lib/form-error.ts';
import { RULE_TYPES, type ZoneFormValues } from '../lib/zone-form.ts';
import { UnitInput } from './unit-input.tsx';

type Form = UseFormReturn<ZoneFormValues>;
type BandField =
  | `methods.${number}.valueBands.${number}.${'from' | 'price'}`
  | `methods.${number}.weightBands.${number}.${'upTo' | 'price'}`;

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-danger">
      {message}
    </p>
  );
}

/** One band's remove button, labelled with the band's place in the list. */
function RemoveBand({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-10 shrink-0 items-center justify-center text-ink-muted hover:text-danger"
      data-testid={testId}
    >
      <CloseIcon size={14} />
    </button>
  );
}

/** One labelled amount of a band (from, up to, price), with its error under it. */
function BandCell({
  form,
  field,
  id,
  label,
  unit,
  readOnly,
}: {
  form: Form;
  field: BandField;
  id: string;
  label: string;
  unit: string;
  readOnly?: boolean;
}) {
  const error = errorAt(form.formState.errors, field);
  return (
    <div className="min-w-0 flex-1 basis-36">
      <label htmlFor={id} className="mb-1 block text-xs text-ink-soft">
        {label}
      </label>
      <UnitInput
        id={id}
        unit={unit}
        readOnly={readOnly}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error })}
        data-testid={id}
        {...form.register(field)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** Under a band list: the list's own error, and the button that adds a band. */
function BandsFooter({
  error,
  full,
  onAdd,
  testId,
}: {
  error?: string;
  full: boolean;
  onAdd: () => void;
  testId: string;
}) {
  const { t } = useTranslation('adminShipping');
  return (
    <>
      {error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
      <div>
        <Button variant="ghost" size="sm" disabled={full} onClick={onAdd} data-testid={testId}>
          <PlusIcon size={14} />
          {t('rule.addBand')}
        </Button>
      </div>
    </>
  );
}

/**
 * A method's price bands: "From X SAR: Y SAR" rows by the order's value (the first starts at 0 and
 * stays), or "Up to X kg: Y SAR" rows by weight (at least one stays), then the price of each
 * kilogram above the last.
 */
function Bands({ form, index, by }: { form: Form; index: number; by: 'value' | 'weight' }) {
  const { t } = useTranslation('adminShipping');
  const byValue = by === 'value';
  const name = byValue
    ? (`methods.${index}.valueBands` as const)
    : (`methods.${index}.weightBands` as const);
  const bands = useFieldArray({ control: form.control, name });
  const sar = t('units.sar');
  const prefix = `method-${index}-${by}`;
  return (
    <div className="flex flex-col gap-3" data-testid={`${prefix}-bands`}>
      <p className="text-xs text-ink-muted">
        {byValue ? t('rule.valueBandsHint') : t('rule.weightBandsHint')}
      </p>
      <ol className="flex flex-col gap-3">
        {bands.fields.map((band, j) => (
          <li key={band.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
            {byValue ? (
              <BandCell
                form={form}
                field={`methods.${index}.valueBands.${j}.from`}
                id={`${prefix}-${j}-from`}
                label={t('rule.fromSubtotal')}
                unit={sar}
                readOnly={j === 0}
              />
            ) : (
              <BandCell
                form={form}
                field={`methods.${index}.weightBands.${j}.upTo`}
                id={`${prefix}-${j}-up-to`}
                label={t('rule.upToWeight')}
                unit={t('units.kg')}
              />
            )}
            <BandCell
              form={form}
              field={`${name}.${j}.price`}
              id={`${prefix}-${j}-price`}
              label={t('rule.deliveryPrice')}
              unit={sar}
            />
            <div className="self-end">
              {(byValue ? j === 0 : bands.fields.length === 1) ? (
                <span className="inline-block size-10" aria-hidden="true" />
              ) : (
                <RemoveBand
                  label={t('rule.removeBand', { number: j + 1 })}
                  onClick={() => bands.remove(j)}
                  testId={`${prefix}-${j}-remove`}
                />
              )}
            </div>
          </li>
        ))}
      </ol>
      <BandsFooter
        error={errorAt(form.formState.errors, name)}
        full={bands.fields.length >= SHIPPING_LIMITS.bands}
        onAdd={() => bands.append(byValue ? { from: '', price: '' } : { upTo: '', price: '' })}
        testId={`${prefix}-add`}
      />
      {!byValue && <PerExtraKg form={form} index={index} />}
    </div>
  );
}

/** Under weight bands: the price of each kilogram above the last band, if any. */
function PerExtraKg({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation('adminShipping');
  const extraId = `method-${index}-per-extra-kg`;
  const extraError = errorAt(form.formState.errors, `methods.${index}.perExtraKg`);
  return (
    <Field
      label={t('rule.perExtraKg')}
      htmlFor={extraId}
      error={extraError}
      hint={t('rule.perExtraKgHint')}
      className="max-w-xs"
    >
      <UnitInput
        id={extraId}
        unit={t('units.sar')}
        placeholder={t('rule.notOffered')}
        invalid={Boolean(extraError)}
        aria-describedby={describedBy(extraId, { error: extraError, hint: true })}
        data-testid={extraId}
        {...form.register(`methods.${index}.perExtraKg`)}
      />
    </Field>
  );
}

/** How one method is priced: a flat price, bands of the order's value, or bands of weight. */
export function PriceRuleEditor({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation('adminShipping');
  const ruleType = useWatch({ control: form.control, name: `methods.${index}.ruleType` });
  const errors = form.formState.errors;
  const flatId = `method-${index}-flat-price`;
  const flatError = errorAt(errors, `methods.${index}.flatPrice`);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-ink">{t('rule.title')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" role="radiogroup">
        {RULE_TYPES.map((type) => (
          <label
            key={type}
            className={cx(
              'flex cursor-pointer flex-col border px-3 py-2 text-sm',
              ruleType === type
                ? 'border-ink bg-ivory'
                : 'border-line bg-paper hover:border-ink/50',
            )}
          >
            <span className="flex items-center gap-2 font-medium text-ink">
              <input
                type="radio"
                value={type}
                className="accent-ink"
                data-testid={`method-${index}-rule-${type}`}
                {...form.register(`methods.${index}.ruleType`)}
              />
              {t(`rule.types.${type}`)}
            </span>
            <span className="ms-5 text-xs text-ink-muted">{t(`rule.typeHints.${type}`)}</span>
          </label>
        ))}
      </div>
      {ruleType === 'flat' && (
        <Field label={t('rule.flatPrice')} htmlFor={flatId} error={flatError} className="max-w-xs">
          <UnitInput
            id={flatId}
            unit={t('units.sar')}
            invalid={Boolean(flatError)}
            aria-describedby={describedBy(flatId, { error: flatError })}
            data-testid={flatId}
            {...form.register(`methods.${index}.flatPrice`)}
          />
        </Field>
      )}
      {ruleType === 'order_value' && <Bands form={form} index={index} by="value" />}
      {ruleType === 'weight' && <Bands form={form} index={index} by="weight" />}
    </fieldset>
  );
}
