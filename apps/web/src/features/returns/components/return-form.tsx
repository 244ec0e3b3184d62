import { useId, useRef, useState, type FormEvent } from 'react';
import { localize } from '@store/shared/locales';
import {
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  type PublicReturn,
  type ReturnableLine,
  type ReturnableOrder,
} from '@store/shared/schemas/returns';
import { Button } from '../../../components/ui/button.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { cx } from '../../../lib/class-names.ts';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import { useRequestReturn } from '../api/request-return.ts';
import {
  checkReturnForm,
  initialReturnForm,
  type LineChoice,
  type LineProblem,
  type ReturnFormProblems,
  type ReturnFormState,
} from '../lib/return-form.ts';
import { useReturnTexts } from '../lib/use-return-texts.ts';

const ITEM_FALLBACK_IMAGE = fallbackProductImage('oriental');

const fieldClass = (invalid: boolean) =>
  cx(
    'w-full border bg-paper px-3 text-base text-ink',
    invalid ? 'border-danger' : 'border-line focus:border-ink',
  );

/**
 * The shopper picks the delivered bottles to send back: how many, why, whether the seal was
 * opened; then a refund or an exchange, and a note. Checked here as the server checks it, so a
 * refusal reads in the page's language before anything is sent.
 */
export function ReturnForm({
  order,
  email,
  onSent,
}: {
  order: ReturnableOrder;
  email: string;
  onSent: (created: PublicReturn) => void;
}) {
  const { t } = useTranslation('returns');
  const texts = useReturnTexts();
  const [state, setState] = useState<ReturnFormState>(() => initialReturnForm(order));
  const [problems, setProblems] = useState<ReturnFormProblems | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const send = useRequestReturn(order.orderNumber, email);
  const id = useId();
  const offered = order.lines.filter((line) => line.returnable > 0);

  const setLine = (orderItemId: string, change: Partial<LineChoice>) =>
    setState((current) => ({
      ...current,
      lines: { ...current.lines, [orderItemId]: { ...current.lines[orderItemId]!, ...change } },
    }));

  const check = (next: ReturnFormState) =>
    checkReturnForm(next, order, { email, language: texts.language });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = check(state);
    setProblems(checked.problems);
    setFailure(null);
    if (!checked.request) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    send.mutate(checked.request, {
      onSuccess: (created) => {
        setState(initialReturnForm(order));
        setProblems(null);
        onSent(created);
      },
      onError: (error) => {
        setFailure(texts.failure(error));
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const totalSar = order.lines.reduce((sum, line) => {
    const choice = state.lines[line.orderItemId];
    return choice?.selected ? sum + line.price * choice.quantity : sum;
  }, 0);
  // Re-checked as the shopper corrects the form, once it was submitted with problems.
  const live = problems ? check(state).problems : null;
  const summary = [
    ...(live?.noItem ? [t('form.errors.noItem')] : []),
    ...Object.entries(live?.lines ?? {}).flatMap(([orderItemId, lineProblems]) => {
      const line = order.lines.find((one) => one.orderItemId === orderItemId)!;
      return lineProblems.map(
        (problem) => `${localize(line.name, texts.language)}: ${problemText(problem, line, t)}`,
      );
    }),
  ];
  const alert = failure ?? (summary.length > 0 ? summary : null);

  return (
    <form noValidate onSubmit={submit} aria-busy={send.isPending || undefined}>
      <fieldset>
        <legend className="font-display text-display-md">{t('form.heading')}</legend>
        <ul className="mt-6 flex flex-col gap-4" data-testid="return-lines">
          {order.lines.map((line) => (
            <ReturnLine
              key={line.orderItemId}
              line={line}
              choice={state.lines[line.orderItemId]!}
              problems={live?.lines[line.orderItemId] ?? []}
              onChange={(change) => setLine(line.orderItemId, change)}
            />
          ))}
        </ul>
      </fieldset>

      {offered.length > 0 && (
        <>
          <fieldset className="mt-10">
            <legend className="font-display text-2xl">{t('form.resolution')}</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {RETURN_RESOLUTIONS.map((resolution) => (
                <label
                  key={resolution}
                  className={cx(
                    'flex cursor-pointer gap-3 border p-4 transition-colors',
                    state.resolution === resolution
                      ? 'border-ink bg-paper'
                      : 'border-line bg-paper/60 hover:border-ink/50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-resolution`}
                    value={resolution}
                    checked={state.resolution === resolution}
                    onChange={() => setState((current) => ({ ...current, resolution }))}
                    className="mt-1 size-4 shrink-0 accent-ink"
                    data-testid={`return-resolution-${resolution}`}
                  />
                  <span>
                    <span className="block font-medium text-ink">{t(`form.${resolution}`)}</span>
                    <span className="mt-1 block text-sm text-ink-muted">
                      {t(`form.${resolution}Hint`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-8">
            <label htmlFor={`${id}-note`} className="mb-2 block text-sm text-ink-soft">
              {t('form.note')}
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              value={state.note}
              onChange={(event) =>
                setState((current) => ({ ...current, note: event.target.value }))
              }
              className={cx(fieldClass(false), 'py-3')}
              data-testid="return-note"
            />
          </div>

          <p className="mt-8 flex flex-wrap items-baseline justify-between gap-2 border-t border-line pt-5 text-sm">
            <span className="text-ink-soft">{t('form.total')}</span>
            <Price amount={totalSar} className="font-display text-2xl text-ink" />
          </p>

          {alert && (
            <div
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              data-testid="return-form-alert"
              className="mt-6 flex gap-3 border-s-2 border-danger bg-rose-light/50 p-5 text-sm text-danger"
            >
              <AlertIcon className="shrink-0" />
              <div>
                {typeof alert === 'string' ? (
                  <p>{alert}</p>
                ) : (
                  <>
                    <p className="font-medium">{t('form.errorsTitle')}</p>
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
            data-testid="return-submit"
          >
            {send.isPending && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border border-ivory/40 border-t-ivory"
              />
            )}
            {send.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </>
      )}
    </form>
  );
}

function problemText(problem: LineProblem, line: ReturnableLine, t: TFunction<'returns'>): string {
  switch (problem) {
    case 'quantity':
      return t('form.errors.quantity', { max: line.returnable });
    case 'reason':
      return t('form.errors.reason');
    case 'reasonText':
      return t('form.errors.reasonText');
    case 'opened':
      return t('form.errors.opened');
  }
}

/** One delivered line: chosen or not, and if chosen, how many, why, and the seal. */
function ReturnLine({
  line,
  choice,
  problems,
  onChange,
}: {
  line: ReturnableLine;
  choice: LineChoice;
  problems: LineProblem[];
  onChange: (change: Partial<LineChoice>) => void;
}) {
  const { t } = useTranslation('returns');
  const texts = useReturnTexts();
  const id = useId();
  const name = localize(line.name, texts.language);
  const available = line.returnable > 0;
  const has = (problem: LineProblem) => problems.includes(problem);
  const errorOf = (problem: LineProblem) =>
    has(problem) ? (
      <p id={`${id}-${problem}-error`} className="mt-1.5 text-sm text-danger">
        {problemText(problem, line, t)}
      </p>
    ) : null;
  return (
    <li
      className={cx(
        'border bg-paper p-4 sm:p-5',
        choice.selected ? 'border-ink' : 'border-line',
        !available && 'opacity-70',
      )}
      data-testid="return-line"
    >
      <div className="flex items-start gap-4">
        <input
          id={`${id}-select`}
          type="checkbox"
          checked={choice.selected}
          disabled={!available}
          onChange={(event) => onChange({ selected: event.target.checked })}
          className="mt-1 size-5 shrink-0 accent-ink"
          aria-label={t('form.item', { name })}
          data-testid="return-line-select"
        />
        <FallbackImage
          src={line.image}
          fallbackSrc={ITEM_FALLBACK_IMAGE}
          alt=""
          width={48}
          height={60}
          className="h-15 w-12 shrink-0 object-cover"
        />
        <label htmlFor={`${id}-select`} className="min-w-0 flex-1 cursor-pointer">
          <span className="block font-display text-lg leading-tight text-ink">{name}</span>
          <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
            <Price amount={line.price} />
            <span>{t('form.delivered', { count: line.delivered })}</span>
            {line.requested > 0 && <span>{t('form.requested', { count: line.requested })}</span>}
            {!available && <span className="text-ink-soft">{t('form.none')}</span>}
          </span>
        </label>
      </div>

      {choice.selected && (
        <div className="mt-5 grid gap-4 sm:grid-cols-[8rem_1fr] sm:ps-9">
          <div>
            <label htmlFor={`${id}-quantity`} className="mb-1.5 block text-sm text-ink-soft">
              {t('form.quantity')}
            </label>
            <select
              id={`${id}-quantity`}
              value={choice.quantity}
              onChange={(event) => onChange({ quantity: Number(event.target.value) })}
              aria-invalid={has('quantity') || undefined}
              aria-describedby={has('quantity') ? `${id}-quantity-error` : undefined}
              className={cx(fieldClass(has('quantity')), 'h-12')}
              data-testid="return-line-quantity"
            >
              {Array.from({ length: line.returnable }, (_, i) => i + 1).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
            {errorOf('quantity')}
          </div>
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm text-ink-soft">
              {t('form.reason')}
            </label>
            <select
              id={`${id}-reason`}
              value={choice.reason}
              onChange={(event) => onChange({ reason: event.target.value as LineChoice['reason'] })}
              aria-invalid={has('reason') || undefined}
              aria-describedby={has('reason') ? `${id}-reason-error` : undefined}
              className={cx(fieldClass(has('reason')), 'h-12')}
              data-testid="return-line-reason"
            >
              <option value="">{t('form.chooseReason')}</option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </select>
            {errorOf('reason')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm text-ink-soft">
              {choice.reason === 'other' ? t('form.reasonText') : t('form.reasonTextOptional')}
            </label>
            <textarea
              id={`${id}-text`}
              rows={2}
              maxLength={500}
              value={choice.reasonText}
              onChange={(event) => onChange({ reasonText: event.target.value })}
              aria-invalid={has('reasonText') || undefined}
              aria-describedby={has('reasonText') ? `${id}-reasonText-error` : undefined}
              className={cx(fieldClass(has('reasonText')), 'py-2.5')}
              data-testid="return-line-text"
            />
            {errorOf('reasonText')}
          </div>
          <div className="sm:col-span-2">
            <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={choice.sealOpened}
                onChange={(event) => onChange({ sealOpened: event.target.checked })}
                aria-invalid={has('opened') || undefined}
                aria-describedby={has('opened') ? `${id}-opened-error` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-ink"
                data-testid="return-line-opened"
              />
              {t('form.sealOpened')}
            </label>
            {errorOf('opened')}
          </div>
        </div>
      )}
    </li>
  );
}
