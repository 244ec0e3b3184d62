import { localize } from '@store/shared/locales';
import type { SampleOfferView } from '@store/shared/schemas/catalog';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { cx } from '../../../lib/class-names.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Up to `max` free samples from what the merchant marks sample-able (decision 036); once the
 * allowance is used the other boxes are disabled, and say why. Nothing shows when none are offered.
 */
export function SampleChoice({
  offers,
  max,
  value,
  onChange,
}: {
  offers: readonly SampleOfferView[];
  max: number;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  if (max <= 0 || offers.length === 0) return null;
  const full = value.length >= max;
  return (
    <fieldset className="min-w-0" data-testid="sample-choice">
      <legend className="font-display text-display-md">{t('samples.title')}</legend>
      <p className="mt-2 text-sm text-ink-soft">{t('samples.choose', { count: max })}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => {
          const chosen = value.includes(offer.productId);
          const disabled = !chosen && full;
          return (
            <li key={offer.productId}>
              <label
                className={cx(
                  'flex items-center gap-3 border bg-paper p-3',
                  chosen ? 'border-ink' : 'border-line',
                  disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                )}
              >
                <input
                  type="checkbox"
                  checked={chosen}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, offer.productId]
                        : value.filter((id) => id !== offer.productId),
                    )
                  }
                  className="size-5 shrink-0 accent-ink"
                  data-testid="sample-option"
                />
                <FallbackImage
                  src={offer.image}
                  fallbackSrc={fallbackProductImage('oriental')}
                  alt=""
                  width={40}
                  height={50}
                  className="h-12 w-10 shrink-0 object-cover"
                />
                <span className="min-w-0 flex-1 text-sm leading-tight">
                  {localize(offer.name, language)}
                </span>
                <span className="text-xs text-gold-deep">{t('samples.free')}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {full && <p className="mt-3 text-xs text-ink-muted">{t('samples.full')}</p>}
    </fieldset>
  );
}
