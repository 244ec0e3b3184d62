import type { FieldErrors, Resolver } from 'react-hook-form';
import { sarToHalalas } from '@store/shared/money';
import {
  shippingMessagesEn,
  shippingZoneInputSchemaWith,
  type PriceRule,
  type ShippingMessages,
  type ShippingMethod,
  type ShippingMethodKind,
  type ShippingZone,
  type ShippingZoneInput,
} from '@store/shared/schemas/shipping';
import { sarText, westernAmount } from '../../../lib/sar-amount.ts';

export type RuleType = PriceRule['type'];
export const RULE_TYPES: readonly RuleType[] = ['flat', 'order_value', 'weight'];

/** A method as the admin edits it: amounts in SAR and weights in kg, as typed. */
export interface MethodFormValues {
  /** The stored method's id, sent back so it keeps it; null for a new one. */
  id: string | null;
  kind: ShippingMethodKind;
  name: { en: string; ar: string };
  ruleType: RuleType;
  /** The three rules' inputs are all kept, so switching the rule loses nothing typed. */
  flatPrice: string;
  valueBands: { from: string; price: string }[];
  weightBands: { upTo: string; price: string }[];
  /** Empty: the method is not offered above the last weight band. */
  perExtraKg: string;
  /** Empty: never free. */
  freeAbove: string;
  minDays: string;
  maxDays: string;
  pickupAddress: { en: string; ar: string };
  active: boolean;
}

export interface ZoneFormValues {
  name: { en: string; ar: string };
  regions: string[];
  cityIds: string[];
  countries: string[];
  codEnabled: boolean;
  codFee: string;
  active: boolean;
  methods: MethodFormValues[];
}

const GRAMS_PER_KG = 1_000;

/** 1500 → "1.5" (kg as the admin edits it). */
export function kgText(grams: number): string {
  return String(grams / GRAMS_PER_KG);
}

/** What the admin typed in SAR, in halalas: "" → null; not an amount → NaN (the schema says why). */
export function halalasOfText(text: string): number | null {
  const amount = westernAmount(text);
  if (amount === '') return null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(amount) ? sarToHalalas(Number(amount)) : Number.NaN;
}

/** What the admin typed in kg, in grams: "" → null; not a weight → NaN. */
export function gramsOfKgText(text: string): number | null {
  const weight = westernAmount(text);
  if (weight === '') return null;
  return /^\d{1,7}(\.\d{1,3})?$/.test(weight)
    ? Math.round(Number(weight) * GRAMS_PER_KG)
    : Number.NaN;
}

/** Whole days as typed; anything else NaN. */
function daysOf(text: string): number {
  const days = westernAmount(text);
  return /^\d{1,3}$/.test(days) ? Number(days) : Number.NaN;
}

const required = (value: number | null) => value ?? Number.NaN;

export function newMethodValues(kind: ShippingMethodKind = 'standard'): MethodFormValues {
  return {
    id: null,
    kind,
    name: { en: '', ar: '' },
    ruleType: 'flat',
    flatPrice: '',
    valueBands: [
      { from: '0', price: '' },
      { from: '', price: '' },
    ],
    weightBands: [{ upTo: '', price: '' }],
    perExtraKg: '',
    freeAbove: '',
    minDays: kind === 'same_day' || kind === 'pickup' ? '0' : '2',
    maxDays: kind === 'same_day' || kind === 'pickup' ? '0' : '5',
    pickupAddress: { en: '', ar: '' },
    active: true,
  };
}

export function emptyZoneValues(): ZoneFormValues {
  return {
    name: { en: '', ar: '' },
    regions: [],
    cityIds: [],
    countries: [],
    codEnabled: true,
    codFee: '',
    active: true,
    methods: [newMethodValues()],
  };
}

function methodValuesOf(method: ShippingMethod): MethodFormValues {
  const values: MethodFormValues = {
    ...newMethodValues(method.kind),
    id: method.id,
    name: { ...method.name },
    ruleType: method.rule.type,
    freeAbove: sarText(method.freeAboveHalalas),
    minDays: String(method.minDays),
    maxDays: String(method.maxDays),
    pickupAddress: method.pickupAddress ? { ...method.pickupAddress } : { en: '', ar: '' },
    active: method.active,
  };
  const rule = method.rule;
  if (rule.type === 'flat') values.flatPrice = sarText(rule.priceHalalas);
  if (rule.type === 'order_value') {
    values.valueBands = rule.bands.map((band) => ({
      from: sarText(band.fromHalalas),
      price: sarText(band.priceHalalas),
    }));
  }
  if (rule.type === 'weight') {
    values.weightBands = rule.bands.map((band) => ({
      upTo: kgText(band.upToGrams),
      price: sarText(band.priceHalalas),
    }));
    values.perExtraKg = sarText(rule.perExtraKgHalalas);
  }
  return values;
}

export function zoneFormValues(zone: ShippingZone): ZoneFormValues {
  return {
    name: { ...zone.name },
    regions: [...zone.regions],
    cityIds: [...zone.cityIds],
    countries: [...zone.countries],
    codEnabled: zone.codEnabled,
    codFee: zone.codFeeHalalas === 0 ? '' : sarText(zone.codFeeHalalas),
    active: zone.active,
    methods: zone.methods.map(methodValuesOf),
  };
}

function ruleOf(method: MethodFormValues): PriceRule {
  switch (method.ruleType) {
    case 'flat':
      return { type: 'flat', priceHalalas: required(halalasOfText(method.flatPrice)) };
    case 'order_value':
      return {
        type: 'order_value',
        bands: method.valueBands.map((band, i) => ({
          // The first band always starts at 0.
          fromHalalas: i === 0 ? 0 : required(halalasOfText(band.from)),
          priceHalalas: required(halalasOfText(band.price)),
        })),
      };
    case 'weight':
      return {
        type: 'weight',
        bands: method.weightBands.map((band) => ({
          upToGrams: required(gramsOfKgText(band.upTo)),
          priceHalalas: required(halalasOfText(band.price)),
        })),
        perExtraKgHalalas: halalasOfText(method.perExtraKg),
      };
  }
}

/** The API's body from the form: SAR to halalas, kg to grams; what is not a number stays NaN. */
export function toZoneInput(values: ZoneFormValues): ShippingZoneInput {
  return {
    name: values.name,
    regions: values.regions,
    cityIds: values.cityIds,
    // Checked by the schema; the form keeps them as the chips gave them.
    countries: values.countries as ShippingZoneInput['countries'],
    codEnabled: values.codEnabled,
    codFeeHalalas: values.codEnabled ? (halalasOfText(values.codFee) ?? 0) : 0,
    active: values.active,
    methods: values.methods.map((method) => ({
      ...(method.id ? { id: method.id } : {}),
      kind: method.kind,
      name: method.name,
      rule: ruleOf(method),
      freeAboveHalalas: halalasOfText(method.freeAbove),
      minDays: daysOf(method.minDays),
      maxDays: daysOf(method.maxDays),
      pickupAddress: method.kind === 'pickup' ? method.pickupAddress : null,
      active: method.active,
    })),
  };
}

/**
 * Where an error of the API's body shows on the form: `methods.0.rule.bands.1.priceHalalas` →
 * `methods.0.valueBands.1.price`. Lists (regions, cities, bands) take their items' errors.
 */
export function formPathOf(path: readonly PropertyKey[], values: ZoneFormValues): string {
  const [head, ...rest] = path.map(String);
  switch (head) {
    case 'codFeeHalalas':
      return 'codFee';
    case 'regions':
    case 'cityIds':
    case 'countries':
      return head;
    case 'name':
      return ['name', ...rest].join('.');
    case 'methods':
      return rest.length === 0 ? 'methods' : methodPathOf(rest, values);
    default:
      return 'root';
  }
}

function methodPathOf([index, field, ...rest]: string[], values: ZoneFormValues): string {
  const at = (...parts: string[]) => ['methods', index, ...parts].join('.');
  const ruleType = values.methods[Number(index)]?.ruleType ?? 'flat';
  const bands = ruleType === 'weight' ? 'weightBands' : 'valueBands';
  switch (field) {
    case 'rule': {
      const [part, band, bandField] = rest;
      if (part === 'priceHalalas') return at('flatPrice');
      if (part === 'perExtraKgHalalas') return at('perExtraKg');
      if (part !== 'bands') return at('ruleType');
      if (band === undefined) return at(bands);
      const name =
        bandField === 'fromHalalas' ? 'from' : bandField === 'upToGrams' ? 'upTo' : 'price';
      return at(bands, band, name);
    }
    case 'freeAboveHalalas':
      return at('freeAbove');
    case 'minDays':
    case 'maxDays':
    case 'kind':
    case 'active':
      return at(field);
    case 'name':
    case 'pickupAddress':
      return at(field, ...rest.slice(0, 1));
    case undefined:
    case 'id':
      return at('root');
    default:
      return at('root');
  }
}

function setError(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  const existing = node[last] as Record<string, unknown> | undefined;
  // The first message of a field stands; an object already there keeps its children.
  if (existing?.message) return;
  node[last] = { ...existing, type: 'validate', message };
}

/** react-hook-form resolver: the API's own schema, with its messages in the page's language. */
export function zoneResolver(messages: ShippingMessages): Resolver<ZoneFormValues> {
  const schema = shippingZoneInputSchemaWith(messages);
  return async (values) => {
    const result = schema.safeParse(toZoneInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      setError(errors, formPathOf(issue.path, values), issue.message);
    }
    return { values: {}, errors: errors as FieldErrors<ZoneFormValues> };
  };
}

type MessageKey = keyof ShippingMessages;
const NUMBER_PARAM: ReadonlySet<MessageKey> = new Set([
  'tooLong',
  'tooManyBands',
  'tooManyMethods',
  'tooManyCities',
]);
const SENTINEL = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each English message as a pattern, its parameter (if any) captured. */
const PATTERNS = (Object.keys(shippingMessagesEn) as MessageKey[]).map((key) => {
  const message = shippingMessagesEn[key];
  const text =
    typeof message === 'string' ? message : (message as (p: unknown) => string)(SENTINEL);
  const pattern = escapeRegExp(text).replace(SENTINEL, '(.+)');
  return { key, pattern: new RegExp(`^${pattern}$`) };
});

/**
 * A field error the server sent (English), in the page's language when it is one of the shared
 * rules; else as sent. Some phrases serve several rules ("is too large"): the field decides.
 */
export function localizedServerMessage(
  field: string,
  message: string,
  messages: ShippingMessages,
): string {
  const matches = PATTERNS.flatMap(({ key, pattern }) => {
    const match = pattern.exec(message);
    return match ? [{ key, param: match[1] }] : [];
  });
  const family = /Grams$/.test(field) ? 'weight' : /Days$/.test(field) ? 'days' : 'amount';
  const chosen = matches.find(({ key }) => key.startsWith(family)) ?? matches[0];
  if (!chosen) return message;
  const localized = messages[chosen.key];
  if (typeof localized === 'string') return localized;
  const param = chosen.param ?? '';
  return (localized as (p: string | number) => string)(
    NUMBER_PARAM.has(chosen.key) ? Number(param) : param,
  );
}
