import { useId, useState, type KeyboardEvent } from 'react';
import { findRegion, searchCities } from '@store/shared/saudi/places';
import { TextInput } from '../../../components/admin/form-field.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { SearchIcon } from '../../../components/ui/icons/search-icon.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cityName } from '../lib/zone-summary.ts';

const SHOWN = 8;

/**
 * Cities of the bundled list, chosen by typing their name in Arabic or English (a combobox: the
 * arrows move through the matches, Enter adds one); the chosen ones as chips to remove.
 */
export function CityPicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (cityIds: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = new Set(value);
  const matches = open
    ? searchCities(query, SHOWN + value.length)
        .filter((city) => !chosen.has(city.id))
        .slice(0, SHOWN)
    : [];
  const activeIndex = Math.min(active, matches.length - 1);

  function add(cityId: string) {
    onChange([...value, cityId]);
    setQuery('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(matches.length - 1, index + step)));
    } else if (event.key === 'Enter') {
      // Enter picks a city; it never submits the zone's form.
      event.preventDefault();
      const city = matches[activeIndex];
      if (city) add(city.id);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="city-picker">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('editor.chosenCities')}>
          {value.map((cityId) => {
            const name = cityName(cityId, language);
            return (
              <li
                key={cityId}
                className="inline-flex h-8 items-center gap-1 bg-champagne-light ps-3 pe-1 text-sm text-ink"
                data-testid="city-chip"
              >
                {name}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((other) => other !== cityId))}
                  aria-label={t('editor.removeCity', { name })}
                  className="inline-flex size-6 items-center justify-center text-ink-soft hover:text-ink"
                  data-testid={`city-remove-${cityId}`}
                >
                  <CloseIcon size={12} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="relative">
        <SearchIcon
          size={16}
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
        />
        <TextInput
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          className="ps-9"
          placeholder={t('editor.citySearch')}
          value={query}
          invalid={invalid}
          aria-expanded={open && matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && matches[activeIndex] ? `${listId}-${matches[activeIndex].id}` : undefined
          }
          aria-describedby={describedBy}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid="city-search"
        />
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('editor.cityMatches')}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto border border-line bg-paper shadow-veil"
          >
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-ink-muted" data-testid="city-no-match">
                {t('editor.noCityMatch')}
              </li>
            ) : (
              matches.map((city, index) => (
                <li
                  key={city.id}
                  id={`${listId}-${city.id}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    add(city.id);
                  }}
                  onMouseEnter={() => setActive(index)}
                  className={cx(
                    'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                    index === activeIndex ? 'bg-ivory text-ink' : 'text-ink-soft',
                  )}
                  data-testid="city-option"
                >
                  <span>{city[language]}</span>
                  <span className="text-xs text-ink-muted">
                    <span lang={language === 'ar' ? 'en' : 'ar'}>
                      {language === 'ar' ? city.en : city.ar}
                    </span>
                    {' · '}
                    {findRegion(city.region)?.[language]}
                  </span>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
