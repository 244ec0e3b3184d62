import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { localize } from '@store/shared/locales';
import {
  REVIEW_LIMITS,
  reviewEntryRefusal,
  type ReviewEntryInput,
  type ReviewInvitation,
} from '@store/shared/schemas/reviews';
import { Button } from '../../../components/ui/button.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { StarGlyph } from '../../../components/ui/stars.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import { useSubmitReviews } from '../api/submit-reviews.ts';
import { useReviewTexts } from '../lib/use-review-texts.ts';

type Entry = Omit<ReviewEntryInput, 'productId'>;
const EMPTY: Entry = { stars: 0, title: '', text: '' };

const fieldClass = (invalid: boolean) =>
  cx(
    'w-full border bg-paper px-3 text-base text-ink',
    invalid ? 'border-danger' : 'border-line focus:border-ink',
  );

/** An entry the buyer has started: any star, or any word. The untouched ones are not sent. */
function started(entry: Entry): boolean {
  return entry.stars > 0 || entry.title.trim() !== '' || entry.text.trim() !== '';
}

/**
 * A card per product of the order: stars, an optional title, the review. Products left untouched
 * are not reviewed. Checked here with the server's own rules, so a refusal reads in the page's
 * language before anything is sent; the server checks again and answers the same way.
 */
export function ReviewForm({
  token,
  invitation,
  onSent,
}: {
  token: string;
  invitation: ReviewInvitation;
  onSent: () => void;
}) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const texts = useReviewTexts();
  const send = useSubmitReviews(token);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [alert, setAlert] = useState<string[] | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const entryOf = (productId: string) => entries[productId] ?? EMPTY;
  // From the latest state, not this render's: changes made before the next render (fast typing,
  // one field then another) must not overwrite each other.
  const change = (productId: string, patch: Partial<Entry>) =>
    setEntries((current) => ({
      ...current,
      [productId]: { ...(current[productId] ?? EMPTY), ...patch },
    }));

  const showAlert = (messages: string[]) => setAlert(messages);
  // Each new alert takes the focus as soon as it is on screen (a screen reader reads it), in the
  // same commit: a focus moved a frame later could land in the middle of the shopper's typing.
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const chosen = invitation.products
      .map((product) => ({ product, entry: entryOf(product.productId) }))
      .filter(({ entry }) => started(entry));
    if (chosen.length === 0) {
      setInvalid(new Set());
      showAlert([t('page.nothingChosen')]);
      return;
    }
    const problems = chosen.flatMap(({ product, entry }) => {
      const key = reviewEntryRefusal(entry);
      return key
        ? [{ productId: product.productId, key, name: localize(product.name, language) }]
        : [];
    });
    setInvalid(new Set(problems.map((problem) => problem.productId)));
    if (problems.length > 0) {
      showAlert(problems.map(({ key, name }) => texts.refusal({ key, params: { name } })));
      return;
    }
    setAlert(null);
    send.mutate(
      {
        language,
        reviews: chosen.map(({ product, entry }) => ({ productId: product.productId, ...entry })),
      },
      {
        onSuccess: onSent,
        onError: (error) => showAlert([texts.failure(error)]),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="review-form">
      <ul className="flex flex-col gap-6">
        {invitation.products.map((product) => (
          <li key={product.productId}>
            <ProductEntry
              name={localize(product.name, language)}
              image={product.image}
              entry={entryOf(product.productId)}
              invalid={invalid.has(product.productId)}
              onChange={(patch) => change(product.productId, patch)}
            />
          </li>
        ))}
      </ul>

      {alert && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          data-testid="review-form-alert"
          className="mt-6 flex gap-3 border-s-2 border-danger bg-rose-light/50 p-5 text-sm text-danger"
        >
          <AlertIcon className="shrink-0" />
          <div>
            {alert.length === 1 ? (
              <p>{alert[0]}</p>
            ) : (
              <>
                <p className="font-medium">{t('page.errorsTitle')}</p>
                <ul className="mt-2 list-disc space-y-1 ps-5">
                  {alert.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}

      <Button
        type="submit"
        size="lg"
        aria-disabled={send.isPending || undefined}
        className="mt-8 w-full aria-disabled:cursor-progress sm:w-auto sm:min-w-72"
        data-testid="review-submit"
      >
        {send.isPending ? t('page.sending') : t('page.submit')}
      </Button>
    </form>
  );
}

function ProductEntry({
  name,
  image,
  entry,
  invalid,
  onChange,
}: {
  name: string;
  image: string | null;
  entry: Entry;
  invalid: boolean;
  onChange: (patch: Partial<Entry>) => void;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const textLength = [...entry.text.trim()].length;
  return (
    <fieldset
      className={cx('border bg-paper p-5 sm:p-6', invalid ? 'border-danger' : 'border-line')}
      data-testid="review-entry"
      aria-invalid={invalid || undefined}
    >
      <legend className="sr-only">{name}</legend>
      <div className="flex items-center gap-4">
        <FallbackImage
          src={image ?? undefined}
          fallbackSrc={fallbackProductImage('oriental')}
          alt=""
          width={48}
          height={60}
          className="h-15 w-12 shrink-0 object-cover"
        />
        <p className="font-display text-xl leading-tight text-ink" aria-hidden="true">
          {name}
        </p>
      </div>

      <div className="mt-5" role="radiogroup" aria-label={`${t('page.stars')}: ${name}`}>
        <p className="mb-2 text-sm text-ink-soft" aria-hidden="true">
          {t('page.stars')}
        </p>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="cursor-pointer p-1 text-gold-deep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-deep"
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={stars}
                checked={entry.stars === stars}
                onChange={() => onChange({ stars })}
                className="sr-only"
                data-testid={`review-stars-${stars}`}
              />
              <span className="sr-only">{t('page.starsOf', { count: stars })}</span>
              <StarGlyph fill={entry.stars >= stars ? 1 : 0} size={28} />
            </label>
          ))}
        </div>
      </div>

      <div className="mt-5">
        <label htmlFor={`${id}-title`} className="mb-1.5 block text-sm text-ink-soft">
          {t('page.reviewTitle')}
        </label>
        <input
          id={`${id}-title`}
          type="text"
          dir="auto"
          value={entry.title}
          maxLength={REVIEW_LIMITS.titleMax}
          onChange={(event) => onChange({ title: event.target.value })}
          className={cx(fieldClass(false), 'h-12')}
          data-testid="review-title-input"
        />
      </div>
      <div className="mt-5">
        <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm text-ink-soft">
          {t('page.text')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          dir="auto"
          value={entry.text}
          onChange={(event) => onChange({ text: event.target.value })}
          aria-describedby={`${id}-count`}
          className={cx(fieldClass(invalid && entry.text.trim() === ''), 'py-3')}
          data-testid="review-text-input"
        />
        <p
          id={`${id}-count`}
          className={cx(
            'mt-1 text-end text-xs',
            textLength > REVIEW_LIMITS.textMax ? 'text-danger' : 'text-ink-muted',
          )}
        >
          <Ltr>
            {textLength}/{REVIEW_LIMITS.textMax}
          </Ltr>
        </p>
      </div>
    </fieldset>
  );
}
