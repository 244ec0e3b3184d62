import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SHIPPING_METHOD_KINDS } from '@store/shared/schemas/shipping';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { describedBy, Field, SelectInput } from '../../../components/admin/form-field.tsx';
import { ToggleField } from '../../../components/admin/toggle-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronIcon } from '../../../components/ui/icons/chevron-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { errorAt } from '../lib/form-error.ts';
import type { ZoneFormValues } from '../lib/zone-form.ts';
import { PriceRuleEditor } from './price-rule-editor.tsx';
import { UnitInput } from './unit-input.tsx';

type Form = UseFormReturn<ZoneFormValues>;

/** One delivery method of the zone: kind, names, price rule, free-from amount, days, pickup place. */
export function MethodEditor({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: Form;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const { register, control } = form;
  const errors = form.formState.errors;
  const kind = useWatch({ control, name: `methods.${index}.kind` });
  const nameEn = useWatch({ control, name: `methods.${index}.name.en` });
  const nameAr = useWatch({ control, name: `methods.${index}.name.ar` });
  const title = t('methods.heading', { number: index + 1 });
  const shownName = (language === 'ar' ? nameAr || nameEn : nameEn || nameAr) || t(`kinds.${kind}`);
  const id = (part: string) => `method-${index}-${part}`;
  const kindError = errorAt(errors, `methods.${index}.kind`);
  const freeError = errorAt(errors, `methods.${index}.freeAbove`);
  const minError = errorAt(errors, `methods.${index}.minDays`);
  const maxError = errorAt(errors, `methods.${index}.maxDays`);
  const rootError = errorAt(errors, `methods.${index}.root`);
  const pickupError = errorAt(errors, `methods.${index}.pickupAddress`);

  return (
    <section
      className="border border-line bg-paper"
      aria-labelledby={id('title')}
      data-testid="method-editor"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line bg-ivory/60 px-4 py-3">
        <h3 id={id('title')} className="me-auto min-w-0 truncate text-sm font-medium text-ink">
          {title}
          <span className="text-ink-muted"> · {shownName}</span>
        </h3>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('methods.moveUp', { name: shownName })}
            data-testid={id('up')}
          >
            <ChevronIcon size={14} className="-rotate-90" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('methods.moveDown', { name: shownName })}
            data-testid={id('down')}
          >
            <ChevronIcon size={14} className="rotate-90" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger/5"
            onClick={onRemove}
            aria-label={t('methods.removeLabel', { name: shownName })}
            data-testid={id('remove')}
          >
            {t('methods.remove')}
          </Button>
        </div>
      </header>
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        {rootError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {rootError}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('methods.kind')} htmlFor={id('kind')} error={kindError}>
            <SelectInput
              id={id('kind')}
              invalid={Boolean(kindError)}
              data-testid={id('kind')}
              {...register(`methods.${index}.kind`)}
            >
              {SHIPPING_METHOD_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </SelectInput>
          </Field>
          <div className="sm:self-end">
            <ToggleField
              control={control}
              name={`methods.${index}.active`}
              id={id('active')}
              testId={id('active')}
              label={t('methods.active')}
              description={t('methods.activeHint')}
            />
          </div>
        </div>
        <BilingualInput
          form={form}
          name={`methods.${index}.name`}
          id={id('name')}
          label={t('methods.name')}
          hint={t('methods.nameHint')}
          required
          testId={id('name')}
        />
        <PriceRuleEditor form={form} index={index} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('methods.freeAbove')}
            htmlFor={id('free-above')}
            error={freeError}
            hint={t('methods.freeAboveHint')}
          >
            <UnitInput
              id={id('free-above')}
              unit={t('units.sar')}
              placeholder={t('methods.neverFree')}
              invalid={Boolean(freeError)}
              aria-describedby={describedBy(id('free-above'), { error: freeError, hint: true })}
              data-testid={id('free-above')}
              {...register(`methods.${index}.freeAbove`)}
            />
          </Field>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('methods.days')}</legend>
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={id('min-days')} className="sr-only">
                  {t('methods.minDays')}
                </label>
                <UnitInput
                  id={id('min-days')}
                  unit={t('units.days')}
                  inputMode="numeric"
                  invalid={Boolean(minError)}
                  aria-describedby={describedBy(id('min-days'), { error: minError })}
                  data-testid={id('min-days')}
                  {...register(`methods.${index}.minDays`)}
                />
              </div>
              <span aria-hidden="true" className="pt-2.5 text-ink-muted">
                –
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={id('max-days')} className="sr-only">
                  {t('methods.maxDays')}
                </label>
                <UnitInput
                  id={id('max-days')}
                  unit={t('units.days')}
                  inputMode="numeric"
                  invalid={Boolean(maxError)}
                  aria-describedby={describedBy(id('max-days'), { error: maxError })}
                  data-testid={id('max-days')}
                  {...register(`methods.${index}.maxDays`)}
                />
              </div>
            </div>
            {(minError || maxError) && (
              <p
                id={id(minError ? 'min-days-error' : 'max-days-error')}
                role="alert"
                className="mt-1.5 text-xs font-medium text-danger"
              >
                {minError ?? maxError}
              </p>
            )}
            <p className="mt-1.5 text-xs text-ink-muted">{t('methods.daysHint')}</p>
          </fieldset>
        </div>
        {kind === 'pickup' && (
          <div>
            <BilingualInput
              form={form}
              name={`methods.${index}.pickupAddress`}
              id={id('pickup')}
              label={t('methods.pickupAddress')}
              hint={t('methods.pickupAddressHint')}
              required
              multiline
              rows={2}
              testId={id('pickup')}
            />
            {pickupError && (
              <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
                {pickupError}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
