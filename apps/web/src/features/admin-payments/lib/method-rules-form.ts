import { z } from 'zod';
import { sarToHalalas } from '@store/shared/money';
import {
  MAX_METHOD_LIMIT_HALALAS,
  type PaymentMethodRule,
  type PaymentMethodRulesUpdate,
  providerSettingProblemOf,
} from '@store/shared/schemas/payment-providers';
import { PAYMENT_METHODS, type PaymentMethod } from '@store/shared/schemas/orders';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import { sarText, westernAmount } from '../../../lib/sar-amount.ts';
import { problemText } from './provider-settings-form.ts';

/** A method's row as the merchant edits it: amounts in SAR as typed, empty for no limit. */
export interface MethodRow {
  method: PaymentMethod;
  enabled: boolean;
  min: string;
  max: string;
}

export interface MethodRulesFormValues {
  methods: MethodRow[];
}

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** "150.5" → 15050; "" → null. Only for text the schema accepted. */
export function halalasOf(text: string): number | null {
  const amount = westernAmount(text);
  return amount === '' ? null : sarToHalalas(Number(amount));
}

export function methodValuesOf(rules: readonly PaymentMethodRule[]): MethodRulesFormValues {
  return {
    methods: PAYMENT_METHODS.map((method) => {
      const rule = rules.find((candidate) => candidate.method === method);
      return {
        method,
        enabled: rule?.enabled ?? true,
        min: sarText(rule?.minHalalas ?? null),
        max: sarText(rule?.maxHalalas ?? null),
      };
    }),
  };
}

export function methodRulesUpdate(values: MethodRulesFormValues): PaymentMethodRulesUpdate {
  return {
    methods: values.methods.map((row) => ({
      method: row.method,
      enabled: row.enabled,
      minHalalas: halalasOf(row.min),
      maxHalalas: halalasOf(row.max),
    })),
  };
}

export function methodRulesSchema(t: TFunction<'adminSystem'>) {
  const amount = z.string().refine(
    (text) => {
      const western = westernAmount(text);
      return (
        western === '' ||
        (AMOUNT.test(western) && sarToHalalas(Number(western)) <= MAX_METHOD_LIMIT_HALALAS)
      );
    },
    { error: t('paymentProviders.problems.amount') },
  );
  const row = z
    .object({
      method: z.enum(PAYMENT_METHODS),
      enabled: z.boolean(),
      min: amount,
      max: amount,
    })
    .superRefine((value, ctx) => {
      const [min, max] = [value.min, value.max].map((text) =>
        AMOUNT.test(westernAmount(text)) ? halalasOf(text) : null,
      );
      if (min != null && max != null && max < min) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: problemText(t, 'maxBelowMin') });
      }
    });
  return z.object({ methods: z.array(row) });
}

/** `methods.2.maxHalalas` from the server → the row's `max` field, in the page language. */
export function serverMethodError(
  field: string,
  message: string,
  t: TFunction<'adminSystem'>,
): { field: `methods.${number}.${'min' | 'max'}`; message: string } | null {
  const match = /^methods\.(\d+)\.(minHalalas|maxHalalas)$/.exec(field);
  if (!match) return null;
  const problem = providerSettingProblemOf(message);
  return {
    field: `methods.${Number(match[1])}.${match[2] === 'minHalalas' ? 'min' : 'max'}`,
    message: problem ? problemText(t, problem) : t('paymentProviders.problems.amount'),
  };
}
