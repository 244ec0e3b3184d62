import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { cx } from '../../../lib/class-names.ts';

/**
 * A list of short texts (a perfume's notes) typed one at a time: Enter or a comma adds the word,
 * Backspace in the empty box takes the last one back for editing, each tag has its own remove
 * button. The tags are a list screen readers count; additions and removals are announced.
 */
export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  invalid,
  describedBy,
  maxLength,
  testId,
}: {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  maxLength?: number;
  testId?: string;
}) {
  const { t } = useTranslation('adminCatalog');
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');

  function add(text: string) {
    const tag = text.trim().replace(/\s+/g, ' ');
    setDraft('');
    if (!tag) return;
    if (value.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) return;
    onChange([...value, tag]);
    setAnnouncement(t('tags.added', { tag }));
  }

  function remove(index: number) {
    const tag = value[index] ?? '';
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('tags.removed', { tag }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === '،') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      const last = value[value.length - 1]!;
      onChange(value.slice(0, -1));
      setDraft(last);
    }
  }

  return (
    <div
      className={cx(
        'flex min-h-10 flex-wrap items-center gap-1.5 border bg-paper px-2 py-1.5 focus-within:border-ink',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      {value.length > 0 && (
        <ul className="contents">
          {value.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 bg-ivory-deep py-0.5 ps-2.5 pe-1 text-sm text-ink"
            >
              <span>{tag}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('tags.remove', { tag })}
                className="inline-flex size-6 items-center justify-center text-ink-muted hover:text-ink"
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          // A pasted "rose, jasmine, oud" becomes three tags.
          if (/[,،]/.test(text)) {
            const parts = text.split(/[,،]/);
            const rest = parts.pop() ?? '';
            const added = parts.map((p) => p.trim().replace(/\s+/g, ' ')).filter(Boolean);
            const next = [...value];
            for (const tag of added) {
              if (!next.some((e) => e.toLocaleLowerCase() === tag.toLocaleLowerCase()))
                next.push(tag);
            }
            if (next.length !== value.length) onChange(next);
            setDraft(rest);
            return;
          }
          setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(draft);
          onBlur?.();
        }}
        placeholder={value.length === 0 ? placeholder : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        maxLength={maxLength}
        data-testid={testId}
        className="h-7 min-w-24 flex-1 bg-transparent px-1 text-sm text-ink outline-none placeholder:text-ink-muted"
      />
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
