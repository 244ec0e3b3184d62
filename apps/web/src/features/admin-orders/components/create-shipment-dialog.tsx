import { useId, useState, type FormEvent } from 'react';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import {
  CARRIER_IDS,
  MANUAL_CARRIERS,
  TRACKING_NUMBER_PROBLEM_TEXTS,
  trackingNumberProblem,
  trackingUrl,
  type CarrierId,
} from '@store/shared/schemas/carriers';
import type { CreateShipmentRequest } from '@store/shared/schemas/shipments';
import { latinDigits } from '@store/shared/saudi/mobile';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import {
  describedBy,
  Field,
  SelectInput,
  TextArea,
  TextInput,
} from '../../../components/admin/form-field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useCreateShipment } from '../api/create-shipment.ts';
import { providerReady, useCarrierOptions } from '../api/get-carrier-options.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';

type Method = 'manual' | 'provider';

/** Grams from what the admin typed in kilograms (Arabic digits and a decimal comma taken); null: empty; NaN: unreadable. */
export function gramsOf(typed: string): number | null {
  const text = latinDigits(typed).replace('٫', '.').replace(',', '.').trim();
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  const grams = Math.round(Number(text) * 1000);
  return grams >= 1 && grams <= 1_000_000 ? grams : Number.NaN;
}

/**
 * A parcel of the order: by hand with the carrier's tracking number (checked as it is typed with
 * the same rules as the server, in the page's language) or through OTO; what goes in it (partial
 * shipments allowed, never more than is left) and its weight. The server's refusal is shown as it
 * words it, in the admin's language.
 */
export function CreateShipmentDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminFulfilment');
  const format = useStoreFormat();
  const { language } = format;
  const id = useId();
  const carriers = useCarrierOptions();
  const create = useCreateShipment(order.id);
  const canUseProvider = providerReady(carriers.data);
  const simulated = carriers.data?.oto.mode === 'simulator';

  const [method, setMethod] = useState<Method>('manual');
  const [carrier, setCarrier] = useState<CarrierId>('smsa');
  const [preferred, setPreferred] = useState<CarrierId | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingTouched, setTrackingTouched] = useState(false);
  const [weight, setWeight] = useState('');
  const [note, setNote] = useState('');
  const lines = order.fulfilment.lines.filter((line) => line.remaining > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.orderItemId, String(line.remaining)])),
  );
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverTrackingError, setServerTrackingError] = useState<string | null>(null);
  const busy = create.isPending;

  const carrierName = (carrierId: CarrierId) => {
    const named = carriers.data?.manual.carriers.find((entry) => entry.id === carrierId)?.name;
    const text = named ?? MANUAL_CARRIERS[carrierId].name;
    return text[language] || text.en;
  };
  const template = carriers.data?.manual.carriers.find(
    (entry) => entry.id === carrier,
  )?.trackingUrlTemplate;

  // The tracking number, checked as typed; "required" only once the admin moved on or submitted.
  const problem = method === 'manual' ? trackingNumberProblem(carrier, trackingNumber) : null;
  const showProblem = problem !== null && (problem !== 'required' || trackingTouched || submitted);
  const trackingError = showProblem
    ? TRACKING_NUMBER_PROBLEM_TEXTS[problem][language]
    : (serverTrackingError ?? undefined);
  const page =
    method === 'manual' && problem === null
      ? trackingUrl(carrier, trackingNumber, template ?? null)
      : null;

  const grams = gramsOf(weight);
  const weightError =
    grams !== null && Number.isNaN(grams) && (submitted || weight.trim() !== '')
      ? t('dialog.weightInvalid')
      : undefined;

  const parsedLines = lines.map((line) => {
    const typed = latinDigits(quantities[line.orderItemId] ?? '').trim();
    const quantity = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    const invalid = Number.isNaN(quantity) || quantity > line.remaining;
    return { line, quantity, invalid };
  });
  const linesInvalid = parsedLines.some((entry) => entry.invalid);
  const total = parsedLines.reduce((sum, entry) => sum + (entry.invalid ? 0 : entry.quantity), 0);
  const emptyParcel = submitted && !linesInvalid && total === 0;
  const collecting =
    order.paymentMethod === 'cod' &&
    order.paymentStatus !== 'paid' &&
    !order.shipments.some(
      (shipment) => shipment.status !== 'cancelled' && shipment.cashOnDelivery > 0,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setServerTrackingError(null);
    if (busy || problem || weightError || linesInvalid || total === 0) return;
    if (grams !== null && Number.isNaN(grams)) return;
    const common = {
      weightGrams: grams,
      note: note.trim(),
      lines: parsedLines
        .filter((entry) => entry.quantity > 0)
        .map((entry) => ({ orderItemId: entry.line.orderItemId, quantity: entry.quantity })),
    };
    const request: CreateShipmentRequest =
      method === 'manual'
        ? { method, carrier, trackingNumber, ...common }
        : { method, ...(preferred ? { preferredCarrier: preferred } : {}), ...common };
    create.mutate(request, {
      onSuccess: (result) => {
        toast.success(result.unshipped ? t('dialog.createdPartly') : t('dialog.created'));
        onClose();
      },
      onError: (error) => {
        const field =
          error instanceof ApiError
            ? error.fieldErrors?.find((entry) => entry.field === 'trackingNumber')
            : undefined;
        if (field) setServerTrackingError(field.message);
        else setFailure(error.message);
      },
    });
  };

  return (
    <FormDialog
      title={t('dialog.title')}
      description={t('dialog.description', { number: `\u2066${order.orderNumber}\u2069` })}
      size="md"
      testId="shipment-dialog"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      confirm={{
        label: busy ? t('dialog.submitting') : t('dialog.submit'),
        testId: 'shipment-submit',
      }}
      failure={{ title: t('dialog.failed'), message: failure, testId: 'shipment-failure' }}
      formClassName="flex flex-col gap-5"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('dialog.method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <MethodChoice
            name={`${id}-method`}
            value="manual"
            checked={method === 'manual'}
            onChange={setMethod}
            label={t('dialog.manual')}
          />
          {canUseProvider && (
            <MethodChoice
              name={`${id}-method`}
              value="provider"
              checked={method === 'provider'}
              onChange={setMethod}
              label={simulated ? t('dialog.providerSimulated') : t('dialog.provider')}
              hint={t('dialog.providerHint')}
            />
          )}
        </div>
      </fieldset>

      {method === 'manual' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('dialog.carrier')} htmlFor={`${id}-carrier`}>
            <SelectInput
              id={`${id}-carrier`}
              value={carrier}
              disabled={busy}
              onChange={(event) => {
                setCarrier(event.target.value as CarrierId);
                setServerTrackingError(null);
              }}
              data-testid="shipment-carrier"
            >
              {CARRIER_IDS.map((carrierId) => (
                <option key={carrierId} value={carrierId}>
                  {carrierName(carrierId)}
                </option>
              ))}
            </SelectInput>
          </Field>
          <Field
            label={t('dialog.trackingNumber')}
            htmlFor={`${id}-tracking`}
            error={trackingError}
            hint={
              page ? (
                <span className="break-all">
                  {t('dialog.trackingPage')} <Ltr>{page}</Ltr>
                </span>
              ) : (
                t('dialog.trackingExample', { example: MANUAL_CARRIERS[carrier].example })
              )
            }
          >
            <TextInput
              id={`${id}-tracking`}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              value={trackingNumber}
              placeholder={MANUAL_CARRIERS[carrier].example}
              invalid={Boolean(trackingError)}
              aria-describedby={describedBy(`${id}-tracking`, {
                error: trackingError,
                hint: true,
              })}
              disabled={busy}
              onChange={(event) => {
                setTrackingNumber(event.target.value);
                setServerTrackingError(null);
              }}
              onBlur={() => setTrackingTouched(true)}
              data-testid="shipment-tracking"
              className="font-mono"
            />
          </Field>
        </div>
      ) : (
        <Field label={t('dialog.preferredCarrier')} htmlFor={`${id}-preferred`}>
          <SelectInput
            id={`${id}-preferred`}
            value={preferred}
            disabled={busy}
            onChange={(event) => setPreferred(event.target.value as CarrierId | '')}
            data-testid="shipment-preferred-carrier"
          >
            <option value="">{t('dialog.anyCarrier')}</option>
            {CARRIER_IDS.filter((carrierId) => carrierId !== 'custom').map((carrierId) => (
              <option key={carrierId} value={carrierId}>
                {carrierName(carrierId)}
              </option>
            ))}
          </SelectInput>
        </Field>
      )}

      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('dialog.lines')}</legend>
        <p className="mb-2 text-xs text-ink-muted">{t('dialog.linesHint')}</p>
        <ul className="divide-y divide-line border border-line">
          {parsedLines.map(({ line, invalid }) => {
            const inputId = `${id}-line-${line.orderItemId}`;
            const lineName = line.name[language] || line.name.en;
            const error = invalid
              ? t('dialog.quantityInvalid', { max: format.number(line.remaining) })
              : undefined;
            return (
              <li key={line.orderItemId} className="flex items-start gap-3 px-3 py-2">
                <label htmlFor={inputId} className="min-w-0 flex-1 text-sm text-ink">
                  <span className="block">{lineName}</span>
                  <span className="block text-xs text-ink-muted">
                    {t('dialog.left', { remaining: format.number(line.remaining) })}
                  </span>
                  {error && (
                    <span
                      id={`${inputId}-error`}
                      role="alert"
                      className="block text-xs font-medium text-danger"
                    >
                      {error}
                    </span>
                  )}
                </label>
                <div className="w-20 shrink-0">
                  <TextInput
                    id={inputId}
                    dir="ltr"
                    inputMode="numeric"
                    aria-label={t('dialog.quantityOf', { name: lineName })}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    invalid={invalid}
                    value={quantities[line.orderItemId] ?? ''}
                    disabled={busy}
                    onChange={(event) =>
                      setQuantities((current) => ({
                        ...current,
                        [line.orderItemId]: event.target.value,
                      }))
                    }
                    className="text-center"
                    data-testid="shipment-line-quantity"
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {emptyParcel && (
          <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
            {t('dialog.emptyParcel')}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('dialog.weight')}
          htmlFor={`${id}-weight`}
          hint={t('dialog.weightHint')}
          error={weightError}
        >
          <TextInput
            id={`${id}-weight`}
            dir="ltr"
            inputMode="decimal"
            value={weight}
            invalid={Boolean(weightError)}
            aria-describedby={describedBy(`${id}-weight`, { error: weightError, hint: true })}
            disabled={busy}
            onChange={(event) => setWeight(event.target.value)}
            data-testid="shipment-weight"
          />
        </Field>
        <Field label={t('dialog.note')} htmlFor={`${id}-note`}>
          <TextArea
            id={`${id}-note`}
            rows={1}
            maxLength={500}
            value={note}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </div>

      {collecting && (
        <p className="border border-champagne bg-ivory/60 p-3 text-sm text-ink">
          {t('dialog.collect', { amount: format.money(order.total) })}
        </p>
      )}
    </FormDialog>
  );
}

function MethodChoice({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: Method;
  checked: boolean;
  onChange: (value: Method) => void;
  label: string;
  hint?: string;
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-3 border p-3 text-sm',
        checked ? 'border-ink bg-ivory/60' : 'border-line',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 accent-ink"
        data-testid={`shipment-method-${value}`}
      />
      <span>
        <span className="block font-medium text-ink">{label}</span>
        {hint && <span className="mt-0.5 block text-xs text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}
