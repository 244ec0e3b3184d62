import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { VersionedSection } from '@store/shared/schemas/content';
import { cx } from '../../../lib/class-names.ts';

/** The sections as a row of choices (a radio group), wrapping on narrow screens. */
export function SectionPicker<S extends VersionedSection>({
  sections,
  value,
  onChange,
  testIdPrefix,
}: {
  sections: readonly S[];
  value: S;
  onChange: (section: S) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('adminSite');
  return (
    <div
      role="radiogroup"
      aria-label={t('content.translations.section')}
      className="flex flex-wrap gap-2"
    >
      {sections.map((section) => (
        <button
          key={section}
          type="button"
          role="radio"
          aria-checked={section === value}
          onClick={() => onChange(section)}
          data-testid={`${testIdPrefix}-${section}`}
          className={cx(
            'h-9 border px-4 text-sm transition-colors',
            section === value
              ? 'border-ink bg-ink text-ivory'
              : 'border-line bg-paper text-ink-soft hover:border-ink hover:text-ink',
          )}
        >
          {t(`content.translations.sections.${section}`)}
        </button>
      ))}
    </div>
  );
}
