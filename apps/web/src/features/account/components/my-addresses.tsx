import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  MAX_SAVED_ADDRESSES,
  savedAddressProblems,
  type SavedAddress,
} from '@store/shared/schemas/accounts';
import { deliveryMessage, type DeliveryProblem } from '@store/shared/schemas/orders';
import { findCity } from '@store/shared/saudi/places';
import { CityPicker } from '../../../components/address/city-picker.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useChangeAddress } from '../api/change-address.ts';
import { useMyAddresses } from '../api/get-my-addresses.ts';
import { SectionLoadError } from './section-load-error.tsx';

const NUMBERS = ['buildingNumber', 'postalCode', 'additionalNumber', 'shortAddress'] as const;

interface AddressDraft {
  label: string;
  cityId: string | null;
  cityText: string;
  district: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  additionalNumber: string;
  shortAddress: string;
  makeDefault: boolean;
}

function draftOf(address: SavedAddress | null, language: 'en' | 'ar'): AddressDraft {
  return {
    label: address?.label ?? '',
    cityId: address?.cityId ?? null,
    cityText: findCity(address?.cityId)?.[language] ?? '',
    district: address?.district ?? '',
    street: address?.street ?? '',
    buildingNumber: address?.buildingNumber ?? '',
    postalCode: address?.postalCode ?? '',
    additionalNumber: address?.additionalNumber ?? '',
    shortAddress: address?.shortAddress ?? '',
    makeDefault: false,
  };
}

/** Which draft field a delivery problem marks (the checkout calls the street `address`). */
function fieldOf(problem: DeliveryProblem): keyof AddressDraft {
  if (problem.field === 'city') return 'cityText';
  if (problem.field === 'address') return 'street';
  return problem.field;
}

/** How a refused change is told, in the page's language (never the server's words). */
function failureKey(error: unknown): 'notFound' | 'tooMany' | 'network' | 'other' {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 0) return 'network';
  if (error.reason?.key === 'addressNotFound') return 'notFound';
  if (error.reason?.key === 'tooManyAddresses') return 'tooMany';
  return 'other';
}

/**
 * The shopper's saved addresses (issue 22 point 3): the checkout's Saudi address (city of the
 * list, district, street, National Address numbers; decision 024), checked by the same rules
 * before sending, one of them the default that the checkout fills in.
 */
export function MyAddresses() {
  const { t } = useTranslation(['account', 'checkout']);
  const { language } = useLanguage();
  const query = useMyAddresses();
  const change = useChangeAddress();
  /** The address being edited: its id, 'new', or null when the form is closed. */
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addresses = query.data ?? [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  const act = (request: Parameters<typeof change.mutate>[0], done: string) => {
    setNotice(null);
    change.mutate(request, {
      onSuccess: () => {
        setEditing(null);
        setNotice(done);
      },
    });
  };

  return (
    <section
      aria-labelledby="my-addresses-title"
      className="min-w-0 bg-paper p-6 sm:p-8"
      data-testid="my-addresses"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="my-addresses-title" className="font-display text-2xl">
          {t('addresses.title')}
        </h2>
        {editing === null && query.data && !full && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              change.reset();
              setNotice(null);
              setEditing('new');
            }}
            data-testid="address-add"
          >
            {t('addresses.add')}
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm text-ink-soft">{t('addresses.intro')}</p>
      {query.isPending && (
        <p className="mt-6 text-sm text-ink-muted" role="status">
          {t('addresses.loading')}
        </p>
      )}
      {query.isError && (
        <SectionLoadError message={t('addresses.loadError')} onRetry={() => void query.refetch()} />
      )}
      {notice && (
        <p className="mt-4 text-sm text-gold-deep" role="status" data-testid="address-notice">
          {notice}
        </p>
      )}
      {change.isError && editing === null && (
        <p className="mt-4 text-sm text-danger" role="alert">
          {t(`addresses.errors.${failureKey(change.error)}`)}
        </p>
      )}
      {editing === 'new' && (
        <AddressForm
          address={null}
          first={addresses.length === 0}
          busy={change.isPending}
          failure={change.isError ? t(`addresses.errors.${failureKey(change.error)}`) : null}
          onCancel={() => setEditing(null)}
          onSave={(address) =>
            act({ kind: 'save', id: null, address: { ...address, language } }, t('addresses.saved'))
          }
        />
      )}
      {query.data && addresses.length === 0 && editing === null && (
        <p className="mt-6 text-sm text-ink-soft" data-testid="my-addresses-none">
          {t('addresses.none')}
        </p>
      )}
      {addresses.length > 0 && (
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id} className="py-5">
                <AddressForm
                  address={address}
                  first={false}
                  busy={change.isPending}
                  failure={
                    change.isError ? t(`addresses.errors.${failureKey(change.error)}`) : null
                  }
                  onCancel={() => setEditing(null)}
                  onSave={(fields) =>
                    act(
                      { kind: 'save', id: address.id, address: { ...fields, language } },
                      t('addresses.saved'),
                    )
                  }
                />
              </li>
            ) : (
              <li
                key={address.id}
                className="grid gap-3 py-5 sm:grid-cols-[minmax(0,1fr)_auto]"
                data-testid="my-address"
              >
                <AddressLines address={address} />
                <div className="flex flex-wrap items-start gap-x-4 gap-y-2 text-sm">
                  <button
                    type="button"
                    className={buttonClass('link')}
                    disabled={change.isPending || editing !== null}
                    onClick={() => {
                      change.reset();
                      setNotice(null);
                      setEditing(address.id);
                    }}
                    aria-label={t('addresses.editLabel', { name: nameOf(address, language) })}
                  >
                    {t('addresses.edit')}
                  </button>
                  {!address.isDefault && (
                    <button
                      type="button"
                      className={buttonClass('link')}
                      disabled={change.isPending || editing !== null}
                      onClick={() =>
                        act({ kind: 'default', id: address.id }, t('addresses.madeDefault'))
                      }
                      data-testid="address-make-default"
                    >
                      {t('addresses.makeDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonClass('link')}
                    disabled={change.isPending || editing !== null}
                    onClick={() => {
                      if (window.confirm(t('addresses.confirmDelete'))) {
                        act({ kind: 'delete', id: address.id }, t('addresses.deleted'));
                      }
                    }}
                    aria-label={t('addresses.deleteLabel', { name: nameOf(address, language) })}
                    data-testid="address-delete"
                  >
                    {t('addresses.delete')}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {full && editing === null && (
        <p className="mt-4 text-xs text-ink-muted">
          {t('addresses.full', { count: MAX_SAVED_ADDRESSES })}
        </p>
      )}
    </section>
  );
}

function nameOf(address: SavedAddress, language: 'en' | 'ar'): string {
  return address.label || `${findCity(address.cityId)?.[language] ?? ''}, ${address.district}`;
}

function AddressLines({ address }: { address: SavedAddress }) {
  const { t } = useTranslation(['account', 'checkout']);
  const { language } = useLanguage();
  const numbers = NUMBERS.filter((field) => address[field]);
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-ink">
          {address.label || findCity(address.cityId)?.[language]}
        </span>
        {address.isDefault && (
          <span
            className="bg-champagne-light px-2 py-0.5 text-xs text-ink"
            data-testid="address-default"
          >
            {t('addresses.default')}
          </span>
        )}
      </p>
      <p className="mt-1 text-ink-soft">{address.street}</p>
      <p className="text-ink-soft">
        {t('addresses.place', {
          district: address.district,
          city: findCity(address.cityId)?.[language] ?? '',
        })}
      </p>
      {numbers.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-ink-muted">
          {numbers.map((field) => (
            <span key={field}>
              {t(`addresses.numbers.${field}`)} <Ltr>{address[field]}</Ltr>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

function AddressForm({
  address,
  first,
  busy,
  failure,
  onSave,
  onCancel,
}: {
  address: SavedAddress | null;
  /** The account's first address: the default whatever the box says, so the box is not shown. */
  first: boolean;
  busy: boolean;
  failure: string | null;
  onSave: (address: Omit<AddressDraft, 'cityId' | 'cityText'> & { cityId: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'checkout']);
  const { language } = useLanguage();
  const [draft, setDraft] = useState(() => draftOf(address, language));
  const [problems, setProblems] = useState<DeliveryProblem[]>([]);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = deliveryMessage(problems);
  const invalid = (field: keyof AddressDraft) => problems.some((p) => fieldOf(p) === field);
  const set = (field: keyof AddressDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    if (message || failure) alertRef.current?.focus();
  }, [message, failure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = savedAddressProblems({ ...draft, cityId: draft.cityId ?? '' });
    setProblems(found);
    if (found.length > 0 || busy) return;
    const { cityText: _shown, ...fields } = draft;
    onSave({ ...fields, cityId: draft.cityId ?? '' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid gap-5 border border-line p-5 sm:grid-cols-2"
      aria-label={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      data-testid="address-form"
    >
      <TextField
        className="sm:col-span-2"
        label={t('addresses.label')}
        placeholder={t('addresses.labelHint')}
        name="label"
        value={draft.label}
        maxLength={40}
        onValueChange={set('label')}
        isRequired={false}
        invalid={false}
      />
      <CityPicker
        label={t('checkout:fields.city')}
        name="city"
        cityId={draft.cityId}
        text={draft.cityText}
        onChange={({ cityId, text }) =>
          setDraft((current) => ({ ...current, cityId, cityText: text }))
        }
        noMatch={t('checkout:deliveryOptions.noCityMatch')}
        isRequired
        requiredHint={t('checkout:required')}
        invalid={invalid('cityText')}
      />
      <TextField
        label={t('checkout:fields.district')}
        name="district"
        autoComplete="address-level3"
        value={draft.district}
        onValueChange={set('district')}
        isRequired
        invalid={invalid('district')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('checkout:fields.address')}
        placeholder={t('checkout:fields.addressHint')}
        name="street"
        autoComplete="street-address"
        value={draft.street}
        onValueChange={set('street')}
        isRequired
        invalid={invalid('street')}
      />
      <div className="grid grid-cols-2 gap-5 sm:col-span-2 lg:grid-cols-4">
        {NUMBERS.map((field) => (
          <TextField
            key={field}
            label={t(`checkout:fields.${field}`)}
            name={field}
            autoComplete={field === 'postalCode' ? 'postal-code' : 'off'}
            inputMode={field === 'shortAddress' ? 'text' : 'numeric'}
            dir="ltr"
            value={draft[field]}
            onValueChange={set(field)}
            isRequired={false}
            invalid={invalid(field)}
          />
        ))}
        <p className="col-span-2 -mt-2 text-xs text-ink-muted lg:col-span-4">
          {t('checkout:fields.nationalAddressHint')}
        </p>
      </div>
      {!first && !address?.isDefault && (
        <label className="flex items-center gap-3 text-sm text-ink sm:col-span-2">
          <input
            type="checkbox"
            name="makeDefault"
            checked={draft.makeDefault}
            onChange={(event) =>
              setDraft((current) => ({ ...current, makeDefault: event.target.checked }))
            }
            className="size-4 accent-ink"
          />
          {t('addresses.makeDefaultBox')}
        </label>
      )}
      {(message || failure) && (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="text-sm text-danger sm:col-span-2"
          data-testid="address-message"
        >
          {message ? t(`checkout:errors.${message}`) : failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy} data-testid="address-save">
          {busy ? t('addresses.saving') : t('addresses.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
