import { useState } from 'react';
import { SCENT_FAMILIES, type ScentFamily } from '@store/shared/constants';
import { localize } from '@store/shared/locales';
import { PROMOTION_SCOPES } from '@store/shared/schemas/promotions';
import { Field, SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  useNamedProducts,
  useProductSearch,
  useScopeCategories,
} from '../api/get-scope-options.ts';
import type { PromotionForm } from '../lib/promotion-form.ts';

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Which products a code covers: all, only the chosen, or all but the chosen. */
export function ScopeFields({
  form,
  update,
  error,
}: {
  form: PromotionForm;
  update: (change: Partial<PromotionForm>) => void;
  error?: string;
}) {
  const { t } = useTranslation(['adminPromotions', 'catalog']);
  const { language } = useLanguage();
  const categories = useScopeCategories();
  const [typed, setTyped] = useState('');
  const search = useSettledSearch('', setTyped, { trim: true });
  const found = useProductSearch(typed);
  const named = useNamedProducts(form.productIds);

  return (
    <fieldset className="flex flex-col gap-4 border border-line p-4">
      <legend className="px-1 text-sm font-medium">{t('form.scope')}</legend>
      <Field label={t('form.scope')} htmlFor="promotion-scope" error={error}>
        <SelectInput
          id="promotion-scope"
          value={form.scope}
          invalid={Boolean(error)}
          onChange={(event) => update({ scope: event.target.value as PromotionForm['scope'] })}
          data-testid="promotion-scope"
        >
          {PROMOTION_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`form.scopes.${scope}`)}
            </option>
          ))}
        </SelectInput>
      </Field>
      {form.scope !== 'all' && (
        <>
          <div>
            <p className="mb-1.5 text-sm font-medium">{t('form.families')}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {SCENT_FAMILIES.map((family: ScentFamily) => (
                <label key={family} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={form.families.includes(family)}
                    onChange={() => update({ families: toggled(form.families, family) })}
                    data-testid={`promotion-family-${family}`}
                  />
                  {t(`catalog:families.${family}`)}
                </label>
              ))}
            </div>
          </div>
          <div>
            <p className="mb-1.5 text-sm font-medium">{t('form.categories')}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {(categories.data ?? []).map((category) => (
                <label key={category._id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={form.categoryIds.includes(category._id)}
                    onChange={() =>
                      update({ categoryIds: toggled(form.categoryIds, category._id) })
                    }
                  />
                  {localize(category.name, language)}
                </label>
              ))}
            </div>
          </div>
          <div>
            <Field label={t('form.productSearch')} htmlFor="promotion-product-search">
              <TextInput
                id="promotion-product-search"
                value={search.text}
                onChange={(event) => search.setText(event.target.value)}
                placeholder={t('form.productSearchPlaceholder')}
                data-testid="promotion-product-search"
              />
            </Field>
            {typed && (found.data ?? []).length > 0 && (
              <ul className="mt-2 max-h-40 overflow-y-auto border border-line">
                {(found.data ?? []).map((product) => (
                  <li key={product._id}>
                    <label className="flex items-center gap-2 px-3 py-2 text-sm hover:bg-ivory">
                      <input
                        type="checkbox"
                        checked={form.productIds.includes(product._id)}
                        onChange={() =>
                          update({ productIds: toggled(form.productIds, product._id) })
                        }
                      />
                      {localize(product.name, language)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {form.productIds.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('form.products')}>
                {form.productIds.map((id, i) => {
                  const name = named[i]?.data ? localize(named[i].data.name, language) : id;
                  return (
                    <li
                      key={id}
                      className="inline-flex items-center gap-1 border border-line bg-ivory py-1 ps-2.5 pe-1 text-xs"
                    >
                      {name}
                      <button
                        type="button"
                        onClick={() => update({ productIds: toggled(form.productIds, id) })}
                        aria-label={t('form.removeProduct', { name })}
                        className="inline-flex size-6 items-center justify-center text-ink-muted hover:text-ink"
                      >
                        <CloseIcon size={12} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
