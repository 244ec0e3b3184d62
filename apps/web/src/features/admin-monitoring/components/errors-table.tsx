import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ServerErrorEntry } from '@store/shared/schemas/monitoring';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ListEmpty } from '../../../components/admin/list-states.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatDateTime } from '../lib/format.ts';

/** The latest server errors (5xx), newest first: when, which route, what the error said. */
export function ErrorsTable({ errors }: { errors: ServerErrorEntry[] }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="errors-title" className="space-y-3">
      <h2 id="errors-title" className="font-display text-xl text-ink">
        {t('monitoring.errors.title')}
      </h2>
      {errors.length === 0 ? (
        <ListEmpty title={t('monitoring.errors.empty')} />
      ) : (
        <Table caption={t('monitoring.errors.caption')} testId="monitoring-errors">
          <thead>
            <tr>
              <Th>{t('monitoring.errors.time')}</Th>
              <Th>{t('monitoring.errors.request')}</Th>
              <Th numeric>{t('monitoring.errors.status')}</Th>
              <Th>{t('monitoring.errors.message')}</Th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, index) => (
              <tr key={`${error.time}-${index}`} className="border-t border-line align-top">
                <Td className="whitespace-nowrap">{formatDateTime(error.time, language)}</Td>
                <Td>
                  <code dir="ltr" className="text-xs text-ink">
                    {error.method} {error.route}
                  </code>
                </Td>
                <Td numeric>
                  <span className="text-danger">{error.status}</span>
                </Td>
                <Td>
                  <span dir="ltr" className="block max-w-md text-xs break-words text-ink-soft">
                    {error.message}
                  </span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
