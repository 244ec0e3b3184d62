import { GCC_COUNTRY_CODES } from '@store/shared/saudi/address';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { countryName } from '../lib/zone-summary.ts';
import { CheckChip } from './check-chip.tsx';

/**
 * A chip per Gulf country to tick. The chosen ones are kept in the Gulf list's own order, whatever
 * order they were ticked in, so a saved list compares equal to the same choice made again.
 */
export function CountryChips({
  value,
  onChange,
  disabled,
  testIdPrefix,
}: {
  value: readonly string[];
  onChange: (countries: string[]) => void;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  const { language } = useLanguage();
  return (
    <div className="flex flex-wrap gap-2">
      {GCC_COUNTRY_CODES.map((code) => (
        <CheckChip
          key={code}
          checked={value.includes(code)}
          disabled={disabled}
          onChange={(checked) =>
            onChange(
              GCC_COUNTRY_CODES.filter((other) =>
                other === code ? checked : value.includes(other),
              ),
            )
          }
          label={countryName(code, language)}
          testId={`${testIdPrefix}-${code}`}
        />
      ))}
    </div>
  );
}
