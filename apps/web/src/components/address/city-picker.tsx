import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { foldForSearch } from '@store/shared/locales';
import { findRegion, searchCities, type SaudiCity } from '@store/shared/saudi/places';
import { cx } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

export interface CityPickerProps {
  label: string;
  /** The city chosen from the list, or null while the shopper types. */
  cityId: string | null;
  /** What the field shows: the chosen city's name, or the text being typed. */
  text: string;
  onChange: (change: { cityId: string | null; text: string }) => void;
  noMatch: string;
  isRequired?: boolean;
  requiredHint?: string;
  invalid?: boolean;
  name?: string;
  className?: string;
  inputClassName?: string;
}

const cityName = (city: SaudiCity, language: string) => (language === 'ar' ? city.ar : city.en);

/**
 * A Saudi city from the bundled list (issue 19): a combobox that filters as the shopper types in
 * either language (Arabic letter forms folded), chosen by click or keyboard. Typing a city's full
 * name chooses it too, so an address pasted or filled by the browser counts.
 */
export function CityPicker(props: CityPickerProps) {
  const { language } = useLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  /** The option the arrow keys are on; -1 before they move (Enter then takes the first). */
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => searchCities(props.cityId ? '' : props.text, 8), [props]);
  const shown = props.cityId ? [] : matches;

  const choose = (city: SaudiCity) => {
    props.onChange({ cityId: city.id, text: cityName(city, language) });
    setOpen(false);
  };

  const type = (text: string) => {
    const folded = foldForSearch(text);
    const exact = searchCities(text, 8).filter(
      (city) => foldForSearch(city.en) === folded || foldForSearch(city.ar) === folded,
    );
    props.onChange({ cityId: exact.length === 1 ? exact[0]!.id : null, text });
    setActive(-1);
    setOpen(exact.length !== 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter' && open && shown.length > 0) {
      event.preventDefault();
      choose(shown[Math.max(active, 0)]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && !props.cityId && props.text.trim() !== '';
  return (
    <div className={cx('relative', props.className)}>
      <label htmlFor={id} className="mb-2 block text-sm text-ink-soft">
        {props.label}
        {props.isRequired && (
          <span className="text-gold-deep">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({props.requiredHint})</span>
          </span>
        )}
      </label>
      <input
        id={id}
        name={props.name}
        role="combobox"
        autoComplete="address-level2"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && shown[active] ? `${id}-${shown[active].id}` : undefined}
        aria-required={props.isRequired}
        aria-invalid={props.invalid || undefined}
        value={props.text}
        onChange={(event) => type(event.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cx(
          'h-12 w-full border bg-paper px-4 text-base text-ink',
          props.invalid ? 'border-danger' : 'border-line focus:border-ink',
          props.inputClassName,
        )}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto border border-line bg-paper shadow-lg"
      >
        {shown.map((city, i) => (
          <li
            key={city.id}
            id={`${id}-${city.id}`}
            role="option"
            aria-selected={i === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
            onMouseEnter={() => setActive(i)}
            className={cx(
              'flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2.5 text-sm',
              i === active && 'bg-ivory',
            )}
          >
            <span>{cityName(city, language)}</span>
            <span className="text-xs text-ink-muted">
              {findRegion(city.region)?.[language === 'ar' ? 'ar' : 'en']}
            </span>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="px-4 py-2.5 text-sm text-ink-muted">{props.noMatch}</li>
        )}
      </ul>
    </div>
  );
}
