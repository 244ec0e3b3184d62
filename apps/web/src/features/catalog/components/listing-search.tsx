import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { SearchIcon } from '../../../components/ui/icons/search-icon.tsx';

const SEARCH_DELAY_MS = 300;

/** The search box: the URL follows the text a moment after typing stops. */
export function ListingSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [text, setText] = useState(value);

  // Back/forward or "clear filters" changed the URL: show its search.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        {t('listing.searchLabel')}
      </label>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('listing.searchPlaceholder')}
        maxLength={200}
        className="h-12 w-full border border-line bg-paper ps-11 pe-11 text-base text-ink placeholder:text-ink-muted focus:border-ink [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('listing.clearSearch')}
          className="absolute end-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center text-ink-muted hover:text-ink"
        >
          <CloseIcon size={16} />
        </button>
      )}
    </form>
  );
}
