import { useState, type FormEvent } from 'react';
import { formatSar } from '@store/shared/money';
import { intlLocaleOf, localize, type Language } from '@store/shared/locales';
import { OFFER_KINDS, type OfferKind } from '@store/shared/offers';
import { riyadhInputToInstant, riyadhInputValue } from '@store/shared/riyadh-time';
import {
  OFFER_PROBLEM_TEXTS,
  offerInputProblems,
  offerInputSchema,
  type AdminOffer,
  type OfferInput,
} from '@store/shared/schemas/offers';
import { formatStoreDate } from '@store/shared/store-date';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { Field, SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useOffers, useSaveOffer, useSetOfferActive } from '../api/offers.ts';
import { useNamedProducts, useProductSearch } from '../api/get-scope-options.ts';

type FormState = {
  id: string | null;
  nameEn: string;
  nameAr: string;
  kind: OfferKind;
  minQuantity: string;
  percent: string;
  bundlePrice: string;
  minSubtotal: string;
  samples: string;
  productIds: string[];
  startsAt: string;
  endsAt: string;
  position: string;
  active: boolean;
};

const EMPTY: FormState = {
  id: null,
  nameEn: '',
  nameAr: '',
  kind: 'buy_n_percent',
  minQuantity: '2',
  percent: '10',
  bundlePrice: '',
  minSubtotal: '',
  samples: '1',
  productIds: [],
  startsAt: '',
  endsAt: '',
  position: '0',
  active: true,
};

function formOf(offer: AdminOffer): FormState {
  const rule = offer.rule;
  return {
    ...EMPTY,
    id: offer.id,
    nameEn: offer.name.en,
    nameAr: offer.name.ar,
    kind: rule.kind,
    minQuantity: rule.kind === 'buy_n_percent' ? String(rule.minQuantity) : EMPTY.minQuantity,
    percent: rule.kind === 'buy_n_percent' ? String(rule.percentBasisPoints / 100) : EMPTY.percent,
    bundlePrice: rule.kind === 'bundle_price' ? String(rule.bundlePriceHalalas / 100) : '',
    minSubtotal:
      rule.kind === 'free_gift_wrap' || rule.kind === 'free_sample'
        ? String(rule.minSubtotalHalalas / 100)
        : '',
    samples: rule.kind === 'free_sample' ? String(rule.samples) : EMPTY.samples,
    productIds: offer.productIds,
    startsAt: offer.startsAt ? riyadhInputValue(offer.startsAt) : '',
    endsAt: offer.endsAt ? riyadhInputValue(offer.endsAt) : '',
    position: String(offer.position),
    active: offer.active,
  };
}

/** A number as typed (Arabic-Indic digits and a comma allowed); NaN when it is not one. */
function typedNumber(text: string): number {
  const latin = text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(',', '.');
  return latin === '' ? Number.NaN : Number(latin);
}

function inputOf(form: FormState): OfferInput {
  return {
    name: { en: form.nameEn.trim(), ar: form.nameAr.trim() },
    kind: form.kind,
    minQuantity: form.kind === 'buy_n_percent' ? typedNumber(form.minQuantity) : null,
    percent: form.kind === 'buy_n_percent' ? typedNumber(form.percent) : null,
    bundlePrice: form.kind === 'bundle_price' ? typedNumber(form.bundlePrice) : null,
    minSubtotal:
      form.kind === 'free_gift_wrap' || form.kind === 'free_sample'
        ? typedNumber(form.minSubtotal)
        : null,
    samples: form.kind === 'free_sample' ? typedNumber(form.samples) : null,
    productIds:
      form.kind === 'buy_n_percent' || form.kind === 'bundle_price' ? form.productIds : [],
    startsAt: form.startsAt ? riyadhInputToInstant(form.startsAt) : null,
    endsAt: form.endsAt ? riyadhInputToInstant(form.endsAt) : null,
    position: typedNumber(form.position),
    active: form.active,
  };
}

function ruleText(offer: AdminOffer, language: Language, t: TFunction<'adminPromotions'>) {
  const rule = offer.rule;
  const sar = (halalas: number) => formatSar(halalas / 100, language);
  switch (rule.kind) {
    case 'buy_n_percent':
      return t('offers.rules.buy_n_percent', {
        count: rule.minQuantity,
        percent: rule.percentBasisPoints / 100,
      });
    case 'bundle_price':
      return t('offers.rules.bundle_price', { price: sar(rule.bundlePriceHalalas) });
    case 'free_gift_wrap':
      return t('offers.rules.free_gift_wrap', { amount: sar(rule.minSubtotalHalalas) });
    case 'free_sample':
      return t('offers.rules.free_sample', {
        samples: rule.samples,
        amount: sar(rule.minSubtotalHalalas),
      });
  }
}

/** /admin/promotions/offers: the automatic offers (decision 037), created, edited, switched off. */
export function OffersPage() {
  const { t } = useTranslation('adminPromotions');
  const { language } = useLanguage();
  useDocumentTitle(t('offers.title'));
  const offers = useOffers();
  const setActive = useSetOfferActive();
  const [editing, setEditing] = useState<FormState | null>(null);

  return (
    <div className="flex flex-col gap-6" data-testid="offers-page">
      <BackLink to=".." relative="path">
        {t('offers.back')}
      </BackLink>
      <AdminPageHeader
        title={t('offers.title')}
        description={t('offers.description')}
        actions={
          <Button size="sm" onClick={() => setEditing(EMPTY)} data-testid="offer-create">
            {t('offers.create')}
          </Button>
        }
      />
      {offers.isPending ? (
        <ListLoading rows={3} label={t('offers.title')} />
      ) : offers.isError ? (
        <ListError message={t('offers.loadError')} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('offers.empty')}</p>
      ) : (
        <Table caption={t('offers.title')} testId="offers-table">
          <thead>
            <tr>
              <Th>{t('offers.columns.name')}</Th>
              <Th>{t('offers.columns.rule')}</Th>
              <Th>{t('offers.columns.dates')}</Th>
              <Th>{t('offers.columns.state')}</Th>
              <Th>{t('offers.columns.actions')}</Th>
            </tr>
          </thead>
          <tbody>
            {offers.data.map((offer) => (
              <tr key={offer.id} data-testid={`offer-row-${offer.id}`}>
                <Td className="font-medium">{localize(offer.name, language)}</Td>
                <Td>{ruleText(offer, language, t)}</Td>
                <Td className="text-ink-soft">
                  {offer.startsAt || offer.endsAt
                    ? [
                        offer.startsAt &&
                          t('offers.from', {
                            date: formatStoreDate(
                              offer.startsAt,
                              intlLocaleOf(language),
                              'dateTime',
                            ),
                          }),
                        offer.endsAt &&
                          t('offers.until', {
                            date: formatStoreDate(offer.endsAt, intlLocaleOf(language), 'dateTime'),
                          }),
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : t('offers.always')}
                </Td>
                <Td>
                  <Badge tone={offer.state === 'active' ? 'ink' : 'outline'}>
                    {t(`offers.states.${offer.state}`)}
                  </Badge>
                </Td>
                <Td>
                  <div className="flex gap-3">
                    <button
                      type="button"
                      className="text-sm underline underline-offset-4"
                      onClick={() => setEditing(formOf(offer))}
                      data-testid="offer-edit"
                    >
                      {t('offers.edit')}
                    </button>
                    <button
                      type="button"
                      className="text-sm underline underline-offset-4"
                      disabled={setActive.isPending}
                      onClick={() => setActive.mutate({ id: offer.id, active: !offer.active })}
                      data-testid="offer-toggle"
                    >
                      {offer.active ? t('offers.deactivate') : t('offers.activate')}
                    </button>
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing && <OfferDialog initial={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function OfferDialog({ initial, onClose }: { initial: FormState; onClose: () => void }) {
  const { t } = useTranslation('adminPromotions');
  const { language } = useLanguage();
  const save = useSaveOffer();
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const update = (change: Partial<FormState>) => setForm((current) => ({ ...current, ...change }));
  const input = inputOf(form);
  const parsed = offerInputSchema.safeParse(input);
  const problems = parsed.success ? offerInputProblems(parsed.data) : [];
  const errorOf = (field: string) => {
    if (!submitted) return undefined;
    const problem = problems.find((one) => one.field === field);
    return problem ? OFFER_PROBLEM_TEXTS[problem.problem][language] : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || problems.length > 0 || save.isPending) return;
    save.mutate(
      { id: form.id, input },
      {
        onSuccess: () => {
          toast.success(t('offers.form.saved'));
          onClose();
        },
      },
    );
  };
  const number = (field: keyof FormState, label: string, testId: string) => (
    <Field label={label} htmlFor={`offer-${testId}`} error={errorOf(field)} required>
      <TextInput
        id={`offer-${testId}`}
        inputMode="decimal"
        dir="ltr"
        value={String(form[field])}
        invalid={Boolean(errorOf(field))}
        onChange={(event) => update({ [field]: event.target.value } as Partial<FormState>)}
        data-testid={`offer-${testId}`}
      />
    </Field>
  );
  return (
    <FormDialog
      title={form.id ? t('offers.form.editTitle') : t('offers.form.createTitle')}
      testId="offer-dialog"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      confirm={{
        label: save.isPending ? t('offers.form.saving') : t('offers.form.save'),
        testId: 'offer-save',
      }}
      failure={{
        title: t('offers.form.saveFailed'),
        message: save.error?.message ?? null,
        testId: 'offer-failure',
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('offers.form.nameEn')}
          htmlFor="offer-name-en"
          error={errorOf('name')}
          required
        >
          <TextInput
            id="offer-name-en"
            dir="ltr"
            value={form.nameEn}
            onChange={(event) => update({ nameEn: event.target.value })}
            data-testid="offer-name-en"
          />
        </Field>
        <Field label={t('offers.form.nameAr')} htmlFor="offer-name-ar" required>
          <TextInput
            id="offer-name-ar"
            dir="rtl"
            lang="ar"
            value={form.nameAr}
            onChange={(event) => update({ nameAr: event.target.value })}
            data-testid="offer-name-ar"
          />
        </Field>
      </div>
      <Field label={t('offers.form.kind')} htmlFor="offer-kind">
        <SelectInput
          id="offer-kind"
          value={form.kind}
          onChange={(event) => update({ kind: event.target.value as OfferKind })}
          data-testid="offer-kind"
        >
          {OFFER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`offers.kinds.${kind}`)}
            </option>
          ))}
        </SelectInput>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {form.kind === 'buy_n_percent' && (
          <>
            {number('minQuantity', t('offers.form.minQuantity'), 'min-quantity')}
            {number('percent', t('offers.form.percent'), 'percent')}
          </>
        )}
        {form.kind === 'bundle_price' &&
          number('bundlePrice', t('offers.form.bundlePrice'), 'bundle-price')}
        {(form.kind === 'free_gift_wrap' || form.kind === 'free_sample') &&
          number('minSubtotal', t('offers.form.minSubtotal'), 'min-subtotal')}
        {form.kind === 'free_sample' && number('samples', t('offers.form.samples'), 'samples')}
      </div>
      {(form.kind === 'buy_n_percent' || form.kind === 'bundle_price') && (
        <OfferProducts
          ids={form.productIds}
          onChange={(productIds) => update({ productIds })}
          error={errorOf('productIds')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('offers.form.startsAt')} htmlFor="offer-starts" error={errorOf('startsAt')}>
          <TextInput
            id="offer-starts"
            type="datetime-local"
            value={form.startsAt}
            onChange={(event) => update({ startsAt: event.target.value })}
            data-testid="offer-starts"
          />
        </Field>
        <Field label={t('offers.form.endsAt')} htmlFor="offer-ends" error={errorOf('endsAt')}>
          <TextInput
            id="offer-ends"
            type="datetime-local"
            value={form.endsAt}
            onChange={(event) => update({ endsAt: event.target.value })}
            data-testid="offer-ends"
          />
        </Field>
        {number('position', t('offers.form.position'), 'position')}
      </div>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(event) => update({ active: event.target.checked })}
          className="size-4 accent-ink"
          data-testid="offer-active"
        />
        {t('offers.form.active')}
      </label>
    </FormDialog>
  );
}

/** The products an offer counts (buy N) or sells as a set (bundle), picked by searching. */
function OfferProducts({
  ids,
  onChange,
  error,
}: {
  ids: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('adminPromotions');
  const { language } = useLanguage();
  const [typed, setTyped] = useState('');
  const search = useSettledSearch('', setTyped, { trim: true });
  const found = useProductSearch(typed);
  const named = useNamedProducts(ids);
  return (
    <Field
      label={t('offers.form.products')}
      htmlFor="offer-product-search"
      hint={t('offers.form.productsHint')}
      error={error}
    >
      <div className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-2" data-testid="offer-products">
          {ids.map((id, index) => {
            const name = named[index]?.data ? localize(named[index].data.name, language) : id;
            return (
              <li key={id} className="flex items-center gap-2 border border-line px-2 py-1 text-sm">
                {name}
                <button
                  type="button"
                  aria-label={t('offers.form.remove', { name })}
                  onClick={() => onChange(ids.filter((one) => one !== id))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
        <TextInput
          id="offer-product-search"
          value={search.text}
          placeholder={t('offers.form.search')}
          onChange={(event) => search.setText(event.target.value)}
          data-testid="offer-product-search"
        />
        {(found.data ?? [])
          .filter((product) => !ids.includes(product._id))
          .map((product) => (
            <button
              key={product._id}
              type="button"
              className="text-start text-sm underline-offset-4 hover:underline"
              onClick={() => onChange([...ids, product._id])}
              data-testid="offer-product-option"
            >
              {localize(product.name, language)}
            </button>
          ))}
      </div>
    </Field>
  );
}
