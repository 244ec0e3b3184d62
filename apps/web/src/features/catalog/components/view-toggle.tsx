import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { GridIcon } from '../../../components/ui/icons/grid-icon.tsx';
import { ListIcon } from '../../../components/ui/icons/list-icon.tsx';
import { cx } from '../../../lib/class-names.ts';
import type { ListingView } from '../lib/listing-filters.ts';

export function ViewToggle({
  view,
  onChange,
}: {
  view: ListingView;
  onChange: (view: ListingView) => void;
}) {
  const { t } = useTranslation('catalog');
  const options = [
    { value: 'grid' as const, label: t('listing.grid'), icon: <GridIcon size={18} /> },
    { value: 'list' as const, label: t('listing.list'), icon: <ListIcon size={18} /> },
  ];
  return (
    <div
      role="group"
      aria-label={t('listing.view')}
      className="inline-flex border border-line bg-paper"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.value)}
          className={cx(
            'inline-flex size-11 items-center justify-center transition-colors',
            view === option.value ? 'bg-ink text-ivory' : 'text-ink-soft hover:text-ink',
          )}
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}
