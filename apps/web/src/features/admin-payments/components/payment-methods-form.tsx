import { cx } from '../../../lib/class-names.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { PaymentMethodRule } from '@store/shared/schemas/payment-providers';
import { describedBy, TextInput } from '../../../components/admin/form-field.tsx';
import { ToggleField } from '../../../components/admin/toggle-field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveProviderSettings } from '../api/save-provider-settings.ts';
import {
  methodRulesSchema,
  methodRulesUpdate,
  methodValuesOf,
  serverMethodError,
  type MethodRulesFormValues,
} from '../lib/method-rules-form.ts';
import { reportSaveFailure } from '../../../lib/admin/save-failure.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';

const METHOD_COLUMNS = ['method', 'offered', 'min', 'max'] as const;

/**
 * Which methods checkout offers, and for which order totals: the merchant types SAR, the server
 * keeps halalas, and refuses an order outside the limits whatever a shopper's page still showed.
 */
export function PaymentMethodsForm({ rules }: { rules: readonly PaymentMethodRule[] }) {
  const { t } = useTranslation('adminSystem');
  const schema = useMemo(() => methodRulesSchema(t), [t]);
  const form = useForm<MethodRulesFormValues>({
    resolver: zodResolver(schema),
    defaultValues: methodValuesOf(rules),
  });
  const { register, handleSubmit, control, setError, reset, formState } = form;
  const { errors, isDirty } = formState;
  const save = useSaveProviderSettings('methods');
  const rows = methodValuesOf(rules).methods;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(methodRulesUpdate(values));
      reset(methodValuesOf(saved.methods));
      toast.success(t('paymentProviders.methods.saved'));
    } catch (error) {
      const texts = {
        title: t('paymentProviders.methods.saveFailed'),
        checkFields: t('paymentProviders.checkFields'),
      };
      reportSaveFailure(error, texts, (field, message) => {
        const mapped = serverMethodError(field, message, t);
        if (mapped) setError(mapped.field, { type: 'server', message: mapped.message });
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="payment-methods-form">
      <SettingsCard
        title={t('paymentProviders.methods.title')}
        description={t('paymentProviders.methods.description')}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-start text-xs text-ink-soft">
                {METHOD_COLUMNS.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    // The last column needs no space after it.
                    className={cx(
                      'py-2 text-start font-medium',
                      index < METHOD_COLUMNS.length - 1 && 'pe-4',
                    )}
                  >
                    {t(`paymentProviders.methods.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row, index) => {
                const name = t(`paymentProviders.methods.names.${row.method}`);
                const rowErrors = errors.methods?.[index];
                const amountCell = (part: 'min' | 'max') => {
                  const id = `method-${row.method}-${part}`;
                  const error = rowErrors?.[part]?.message;
                  return (
                    <div>
                      <TextInput
                        id={id}
                        dir="ltr"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={t('paymentProviders.methods.noLimit')}
                        aria-label={t(`paymentProviders.methods.${part}Of`, { method: name })}
                        invalid={Boolean(error)}
                        aria-describedby={describedBy(id, { error })}
                        className="max-w-36 text-end"
                        data-testid={`method-${row.method}-${part}`}
                        {...register(`methods.${index}.${part}`)}
                      />
                      {error && (
                        <p
                          id={`${id}-error`}
                          role="alert"
                          className="mt-1 text-xs font-medium text-danger"
                        >
                          {error}
                        </p>
                      )}
                    </div>
                  );
                };
                return (
                  <tr key={row.method} data-testid={`method-row-${row.method}`}>
                    <th scope="row" className="py-3 pe-4 text-start font-medium text-ink">
                      {name}
                    </th>
                    <td className="py-3 pe-4">
                      <ToggleField
                        control={control}
                        name={`methods.${index}.enabled`}
                        label={
                          <span className="sr-only">
                            {t('paymentProviders.methods.offer', { method: name })}
                          </span>
                        }
                        testId={`method-${row.method}-enabled`}
                      />
                    </td>
                    <td className="py-3 pe-4 align-top">{amountCell('min')}</td>
                    <td className="py-3 align-top">{amountCell('max')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-ink-muted">{t('paymentProviders.methods.tabbyHint')}</p>
        <SaveBar
          testId="methods"
          dirty={isDirty}
          pending={save.isPending}
          onDiscard={() => reset(methodValuesOf(rules))}
        />
      </SettingsCard>
    </form>
  );
}
