import type { ScentFamily } from '@store/shared/constants';
import type { DiscountKind } from '@store/shared/discounts';
import { riyadhInputToInstant, riyadhInputValue } from '@store/shared/riyadh-time';
import {
  promotionInputProblems,
  type AdminPromotion,
  type PromotionInputParsed,
  type PromotionInputProblem,
  type PromotionScope,
} from '@store/shared/schemas/promotions';
import { westernAmount } from '../../../lib/sar-amount.ts';

/** The code's form as the admin edits it: numbers and Riyadh date-times as typed. */
export interface PromotionForm {
  code: string;
  description: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  scope: PromotionScope;
  productIds: string[];
  categoryIds: string[];
  families: ScentFamily[];
  firstOrderOnly: boolean;
  combinable: boolean;
  active: boolean;
}

export const EMPTY_PROMOTION_FORM: PromotionForm = {
  code: '',
  description: '',
  kind: 'percent',
  percent: '',
  amount: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  scope: 'all',
  productIds: [],
  categoryIds: [],
  families: [],
  firstOrderOnly: false,
  combinable: false,
  active: true,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function formOf(promotion: AdminPromotion): PromotionForm {
  return {
    code: promotion.code,
    description: promotion.description,
    kind: promotion.kind,
    percent: text(promotion.percent),
    amount: text(promotion.amount),
    minOrder: promotion.minOrder ? String(promotion.minOrder) : '',
    startsAt: promotion.startsAt ? riyadhInputValue(promotion.startsAt) : '',
    endsAt: promotion.endsAt ? riyadhInputValue(promotion.endsAt) : '',
    usageLimit: text(promotion.usageLimit),
    perCustomerLimit: text(promotion.perCustomerLimit),
    scope: promotion.scope,
    productIds: promotion.productIds,
    categoryIds: promotion.categoryIds,
    families: promotion.families,
    firstOrderOnly: promotion.firstOrderOnly,
    combinable: promotion.combinable,
    active: promotion.active,
  };
}

/** A typed number (Arabic-Indic digits read too); NaN when it is not one, which the rules refuse. */
function numberOf(typed: string): number {
  const western = westernAmount(typed);
  return /^-?\d+(\.\d+)?$/.test(western) ? Number(western) : Number.NaN;
}

function optionalNumber(typed: string): number | null {
  return typed.trim() ? numberOf(typed) : null;
}

/** What the form sends: the API's body, judged by the same rules as the server's. */
export function inputOf(form: PromotionForm): PromotionInputParsed {
  return {
    code: form.code,
    description: form.description.trim(),
    kind: form.kind,
    percent: form.kind === 'percent' ? optionalNumber(form.percent) : null,
    amount: form.kind === 'fixed' ? optionalNumber(form.amount) : null,
    minOrder: optionalNumber(form.minOrder) ?? 0,
    startsAt: riyadhInputToInstant(form.startsAt) || null,
    endsAt: riyadhInputToInstant(form.endsAt) || null,
    usageLimit: optionalNumber(form.usageLimit),
    perCustomerLimit: optionalNumber(form.perCustomerLimit),
    scope: form.scope,
    productIds: form.scope === 'all' ? [] : form.productIds,
    categoryIds: form.scope === 'all' ? [] : form.categoryIds,
    families: form.scope === 'all' ? [] : form.families,
    firstOrderOnly: form.firstOrderOnly,
    combinable: form.combinable,
    active: form.active,
  };
}

export function formProblems(form: PromotionForm): PromotionInputProblem[] {
  return promotionInputProblems(inputOf(form));
}
