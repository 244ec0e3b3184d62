import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_CUSTOMER_SORTS } from '@store/shared/schemas/admin-orders';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { PeopleIcon } from '../../../components/admin/admin-icons.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { toast } from '../../../stores/toast-store.ts';
import { exportCustomers } from '../api/export-customers.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useCustomers } from '../api/get-customers.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';

type Sort = (typeof ADMIN_CUSTOMER_SORTS)[number];
const PAGE_SIZE = 20;

/**
 * /admin/customers: everyone who ordered, account holders and guests, searchable and exported as
 * CSV; search, sort and page live in the URL.
 */
export function CustomersListPage() {
  const { t } = useTranslation('adminSales');
  useDocumentTitle(t('customers.title'));
  const format = useStoreFormat();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const sortBy: Sort = (ADMIN_CUSTOMER_SORTS as readonly string[]).includes(
    params.get('sortBy') ?? '',
  )
    ? (params.get('sortBy') as Sort)
    : 'lastOrderAt';
  const sortOrder: 'asc' | 'desc' = params.get('sortOrder') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setQuery = (change: Record<string, string | undefined>, push = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: !push });
  };
  const typed = useSettledSearch(search, (text) => setQuery({ search: text || undefined }), {
    trim: true,
  });

  const query = useCustomers({
    search: search || undefined,
    sortBy,
    sortOrder,
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  const sort = (column: Sort) => ({
    direction: sortBy === column ? sortOrder : null,
    onSort: () =>
      setQuery({
        sortBy: column === 'lastOrderAt' ? undefined : column,
        sortOrder: sortBy === column && sortOrder === 'desc' ? 'asc' : undefined,
      }),
  });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('customers.title')}
        description={t('customers.description')}
        actions={
          <CsvExportButton
            onExport={async () => {
              await exportCustomers({ search: search || undefined, sortBy, sortOrder });
              toast.success(t('customers.exported'));
            }}
            disabled={!query.data?.pagination.total}
            labels={{
              idle: t('customers.exportCsv'),
              busy: t('customers.exporting'),
              failed: t('customers.exportFailed'),
            }}
            testId="customers-export"
          />
        }
      />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          typed.settleNow();
        }}
        className="border border-line bg-paper p-4"
      >
        <SearchField
          label={t('customers.search')}
          value={typed.text}
          onChange={typed.setText}
          placeholder={t('customers.searchPlaceholder')}
          testId="customers-search"
          className="max-w-xl"
        />
      </form>
      <PagedList
        query={query}
        total={(count) => t('customers.total', { count })}
        empty={
          search
            ? { title: t('customers.noMatchTitle'), description: t('customers.noMatchDescription') }
            : {
                title: t('customers.emptyTitle'),
                description: t('customers.emptyDescription'),
                icon: <PeopleIcon size={28} />,
              }
        }
        onPageChange={(next) => setQuery({ page: next > 1 ? String(next) : undefined }, true)}
      >
        {(customers) => (
          <Table caption={t('customers.caption', { page })} testId="customers-table">
            <thead>
              <tr>
                <Th sort={sort('name')}>{t('customers.columns.name')}</Th>
                <Th>{t('customers.columns.phone')}</Th>
                <Th>{t('customers.columns.account')}</Th>
                <Th numeric sort={sort('orderCount')}>
                  {t('customers.columns.orders')}
                </Th>
                <Th numeric sort={sort('totalSpent')}>
                  {t('customers.columns.totalSpent')}
                </Th>
                <Th sort={sort('lastOrderAt')}>{t('customers.columns.lastOrder')}</Th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr
                  key={customer.email}
                  data-testid={`customer-row-${customer.email}`}
                  className="transition-colors hover:bg-ivory/50"
                >
                  <Td>
                    <Link
                      to={encodeURIComponent(customer.email)}
                      className="font-medium text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
                    >
                      {customer.name}
                    </Link>
                    <span className="block text-xs text-ink-muted">
                      <Ltr>{customer.email}</Ltr>
                    </span>
                  </Td>
                  <Td className="whitespace-nowrap text-ink-soft">
                    <Ltr>{customer.phone}</Ltr>
                  </Td>
                  <Td>
                    <span data-testid="customer-account">
                      <Badge
                        tone={customer.hasAccount ? 'ink' : 'outline'}
                        className="whitespace-nowrap"
                      >
                        {customer.hasAccount ? t('customers.account') : t('customers.guest')}
                      </Badge>
                    </span>
                  </Td>
                  <Td numeric>{format.number(customer.orderCount)}</Td>
                  <Td numeric className="font-medium whitespace-nowrap">
                    <Ltr>{format.money(customer.totalSpent)}</Ltr>
                  </Td>
                  <Td className="whitespace-nowrap text-ink-soft">
                    {format.date(customer.lastOrderAt)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </div>
  );
}
