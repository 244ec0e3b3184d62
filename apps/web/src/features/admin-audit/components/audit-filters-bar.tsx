import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Field, SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuditFacets } from '../api/get-audit-facets.ts';
import { dateRangeValid, type AuditFilters } from '../lib/audit-filters.ts';
import { useAuditLabels } from '../lib/use-audit-labels.ts';

/** User, entity, action and date range; the user field applies once typing pauses. */
export function AuditFiltersBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: Partial<AuditFilters>) => void;
}) {
  const { t } = useTranslation('adminSystem');
  const facets = useAuditFacets();
  const labels = useAuditLabels();
  const [user, setUser] = useState(filters.user);
  useEffect(() => setUser(filters.user), [filters.user]);
  useEffect(() => {
    if (user.trim() === filters.user) return;
    const timer = setTimeout(() => onChange({ user: user.trim(), page: 1 }), 400);
    return () => clearTimeout(timer);
  }, [user, filters.user, onChange]);

  const rangeError = dateRangeValid(filters) ? undefined : t('audit.filters.invalidRange');
  const entities = withCurrent(facets.data?.entities ?? [], filters.entity);
  const actions = withCurrent(facets.data?.actions ?? [], filters.action);
  const anyFilter = Boolean(
    filters.user || filters.entity || filters.action || filters.from || filters.to,
  );

  return (
    <section
      aria-label={t('audit.filters.title')}
      className="grid grid-cols-1 gap-4 border border-line bg-paper p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
    >
      <Field label={t('audit.filters.user')} htmlFor="audit-user">
        <TextInput
          id="audit-user"
          type="search"
          value={user}
          placeholder={t('audit.filters.userPlaceholder')}
          onChange={(event) => setUser(event.target.value)}
          data-testid="audit-filter-user"
        />
      </Field>
      <Field label={t('audit.filters.entity')} htmlFor="audit-entity">
        <SelectInput
          id="audit-entity"
          value={filters.entity}
          onChange={(event) => onChange({ entity: event.target.value, page: 1 })}
          data-testid="audit-filter-entity"
        >
          <option value="">{t('audit.filters.allEntities')}</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {labels.entity(entity)}
            </option>
          ))}
        </SelectInput>
      </Field>
      <Field label={t('audit.filters.action')} htmlFor="audit-action">
        <SelectInput
          id="audit-action"
          value={filters.action}
          onChange={(event) => onChange({ action: event.target.value, page: 1 })}
          data-testid="audit-filter-action"
        >
          <option value="">{t('audit.filters.allActions')}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {labels.action(action)}
            </option>
          ))}
        </SelectInput>
      </Field>
      <Field label={t('audit.filters.from')} htmlFor="audit-from">
        <TextInput
          id="audit-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value, page: 1 })}
          data-testid="audit-filter-from"
        />
      </Field>
      <Field label={t('audit.filters.to')} htmlFor="audit-to" error={rangeError}>
        <TextInput
          id="audit-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          invalid={Boolean(rangeError)}
          aria-describedby={rangeError ? 'audit-to-error' : undefined}
          onChange={(event) => onChange({ to: event.target.value, page: 1 })}
          data-testid="audit-filter-to"
        />
      </Field>
      <div className="flex items-end lg:h-full lg:pb-0.5">
        <Button
          variant="ghost"
          size="sm"
          disabled={!anyFilter}
          onClick={() => {
            setUser('');
            onChange({ user: '', entity: '', action: '', from: '', to: '', page: 1 });
          }}
        >
          {t('audit.filters.clear')}
        </Button>
      </div>
    </section>
  );
}

function withCurrent(values: string[], current: string): string[] {
  return current && !values.includes(current) ? [...values, current] : values;
}
