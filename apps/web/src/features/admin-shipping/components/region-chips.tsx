import { SAUDI_REGIONS } from '@store/shared/saudi/places';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CheckChip } from './check-chip.tsx';

/** The thirteen regions as chips to tick, with "all" and "none". */
export function RegionChips({
  value,
  onChange,
  describedBy,
}: {
  value: string[];
  onChange: (regions: string[]) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const chosen = new Set(value);
  const toggle = (code: string) =>
    onChange(
      SAUDI_REGIONS.map((region) => region.code).filter((candidate) =>
        candidate === code ? !chosen.has(code) : chosen.has(candidate),
      ),
    );
  return (
    <fieldset aria-describedby={describedBy} data-testid="zone-regions">
      <legend className="mb-2 flex w-full flex-wrap items-center justify-between gap-2 text-sm font-medium text-ink">
        {t('editor.regions')}
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(SAUDI_REGIONS.map((region) => region.code))}
            data-testid="regions-all"
          >
            {t('editor.allRegions')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={value.length === 0}
            onClick={() => onChange([])}
            data-testid="regions-none"
          >
            {t('editor.noRegions')}
          </Button>
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {SAUDI_REGIONS.map((region) => (
          <CheckChip
            key={region.code}
            checked={chosen.has(region.code)}
            onChange={() => toggle(region.code)}
            label={region[language]}
            testId={`region-${region.code}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
