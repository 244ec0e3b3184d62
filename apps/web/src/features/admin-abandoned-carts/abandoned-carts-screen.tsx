import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CART_RECOVERY_STATES,
  cartRecoverySettingsSchema,
  MAX_REMINDER_DELAY_MINUTES,
  MIN_REMINDER_DELAY_MINUTES,
  type CartRecoverySettings,
  type CartRecoveryState,
} from '@store/shared/schemas/cart-recovery';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../components/admin/admin-table.tsx';
import { DialogFailure } from '../../components/admin/dialog-failure.tsx';
import { FilterSelect } from '../../components/admin/filter-select.tsx';
import { Field, TextInput } from '../../components/admin/form-field.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { useCheckedSave } from '../../components/admin/use-checked-save.ts';
import { PagedList } from '../../components/admin/paged-list.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Ltr } from '../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useStoreFormat } from '../../lib/use-store-format.ts';
import { toast } from '../../stores/toast-store.ts';
import {
  useAbandonedCarts,
  useCartRecoverySettings,
  useSaveCartRecoverySettings,
} from './api/abandoned-carts.ts';

/**
 * /admin/abandoned-carts (issue 22 point 5): carts kept for a reminder, whether it went and
 * whether the shopper came back to order, what that recovered, and the reminder's settings.
 */
export function AbandonedCartsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminCarts');
  useDocumentTitle(t('title'));
  const format = useStoreFormat();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state') ?? '';
  const state = (CART_RECOVERY_STATES as readonly string[]).includes(stateParam)
    ? (stateParam as CartRecoveryState)
    : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useAbandonedCarts(state, page);
  const totals = query.data?.totals;
  const go = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <div className="flex flex-col gap-6" data-testid="abandoned-carts-screen">
      <AdminPageHeader title={t('title')} description={t('description')} />
      {totals && (
        <dl className="grid gap-4 sm:grid-cols-3" data-testid="abandoned-carts-totals">
          {[
            [t('totals.reminded'), format.number(totals.reminded)],
            [t('totals.recovered'), format.number(totals.recovered)],
            [t('totals.recoveredValue'), format.money(totals.recoveredValue)],
          ].map(([label, value]) => (
            <div key={label} className="border border-line bg-paper p-4">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="mt-1 font-display text-2xl text-ink">
                <Ltr>{value}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="max-w-xs">
        <FilterSelect
          label={t('filter')}
          value={state}
          allLabel={t('all')}
          values={CART_RECOVERY_STATES}
          optionLabel={(value) => t(`states.${value}`)}
          onChange={(value) => go({ state: value || undefined, page: undefined })}
          testId="abandoned-carts-state"
        />
      </div>
      <PagedList
        query={query}
        total={(count) => t('total', { count })}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
        onPageChange={(next) => go({ page: next > 1 ? String(next) : undefined })}
      >
        {(carts) => (
          <Table caption={t('caption')} testId="abandoned-carts-table">
            <thead>
              <tr>
                <Th>{t('columns.contact')}</Th>
                <Th numeric>{t('columns.items')}</Th>
                <Th numeric>{t('columns.value')}</Th>
                <Th>{t('columns.lastActivity')}</Th>
                <Th>{t('columns.state')}</Th>
              </tr>
            </thead>
            <tbody>
              {carts.map((cart) => (
                <tr key={cart.id} data-testid={`abandoned-cart-${cart.id}`}>
                  <Td>
                    <Ltr>{cart.contact || '—'}</Ltr>
                    {cart.signedIn && (
                      <span className="block text-xs text-ink-muted">{t('signedIn')}</span>
                    )}
                  </Td>
                  <Td numeric>{format.number(cart.itemCount)}</Td>
                  <Td numeric>
                    <Ltr>{format.money(cart.value)}</Ltr>
                  </Td>
                  <Td className="whitespace-nowrap text-ink-soft">
                    {format.dateTime(cart.updatedAt)}
                  </Td>
                  <Td>
                    <Badge
                      tone={
                        cart.state === 'recovered'
                          ? 'ink'
                          : cart.state === 'reminded'
                            ? 'gold'
                            : 'outline'
                      }
                    >
                      {t(`states.${cart.state}`)}
                    </Badge>
                    <span className="mt-1 block text-xs text-ink-muted">
                      {cart.state === 'recovered'
                        ? t('recoveredAs', { orderNumber: cart.orderNumber ?? '' })
                        : cart.remindedAt
                          ? t(cart.remindedBy === 'sms' ? 'remindedBySms' : 'remindedByEmail', {
                              date: format.dateTime(cart.remindedAt),
                            })
                          : ''}
                    </span>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
      <ReminderSettings />
    </div>
  );
}

function ReminderSettings() {
  const { t } = useTranslation('adminCarts');
  const settings = useCartRecoverySettings();
  if (settings.isPending) return <ListLoading rows={2} label={t('settings.title')} />;
  if (settings.isError) {
    return <ListError message={t('settings.loadError')} onRetry={() => void settings.refetch()} />;
  }
  return <ReminderSettingsForm settings={settings.data} />;
}

function ReminderSettingsForm({ settings }: { settings: CartRecoverySettings }) {
  const { t } = useTranslation('adminCarts');
  const id = useId();
  const save = useSaveCartRecoverySettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [sms, setSms] = useState(settings.sms);
  const [hours, setHours] = useState(String(settings.delayMinutes / 60));
  const typedHours = Number(hours.trim().replace(',', '.'));
  const parsed = cartRecoverySettingsSchema.safeParse({
    enabled,
    sms,
    delayMinutes:
      hours.trim() && Number.isFinite(typedHours) ? Math.round(typedHours * 60) : Number.NaN,
  });
  const { submitted, failure, submit } = useCheckedSave(parsed, save, () =>
    toast.success(t('settings.saved')),
  );
  const delayError =
    submitted && !parsed.success
      ? t('settings.delayError', {
          min: MIN_REMINDER_DELAY_MINUTES / 60,
          max: MAX_REMINDER_DELAY_MINUTES / 60,
        })
      : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-3xl flex-col gap-5 border border-line bg-paper p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-ink">
        {t('settings.title')}
      </h2>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="mt-0.5 size-4 accent-ink"
          data-testid="cart-reminders-enabled"
        />
        {t('settings.enabled')}
      </label>
      <Field
        label={t('settings.delay')}
        htmlFor={`${id}-hours`}
        hint={t('settings.delayHint')}
        error={delayError}
        required
      >
        <div className="w-28">
          <TextInput
            id={`${id}-hours`}
            inputMode="decimal"
            dir="ltr"
            value={hours}
            invalid={Boolean(delayError)}
            onChange={(event) => setHours(event.target.value)}
            data-testid="cart-reminders-hours"
          />
        </div>
      </Field>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={sms}
          onChange={(event) => setSms(event.target.checked)}
          className="mt-0.5 size-4 accent-ink"
          data-testid="cart-reminders-sms"
        />
        {t('settings.sms')}
      </label>
      {failure && (
        <DialogFailure
          title={t('settings.saveFailed')}
          message={failure}
          testId="cart-reminders-failure"
        />
      )}
      <div>
        <Button type="submit" disabled={save.isPending} data-testid="cart-reminders-save">
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
