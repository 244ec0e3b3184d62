import {
  get,
  useWatch,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { Language } from '@store/shared/locales';
import { intlLocaleOf } from '@store/shared/locales';
import { SEARCH_TEXT_LIMITS } from '@store/shared/schemas/catalog-admin';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { cx } from '../../lib/class-names.ts';
import { BilingualFields } from './bilingual-fields.tsx';
import { TextArea, TextInput } from './form-field.tsx';

const LANGUAGES = ['en', 'ar'] as const;

/**
 * How many characters a search text has: past what Google shows (`shown`) in the warning colour,
 * past the hard limit (`max`) in the danger colour (the form's rule then stops the save).
 */
export function CharacterCounter({
  id,
  count,
  shown,
  max,
}: {
  id: string;
  count: number;
  shown: number;
  max: number;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(language)).format(n);
  const state = count > max ? 'over' : count > shown ? 'long' : 'ok';
  return (
    // The page's direction, like the fields' hints, though it sits in an English or Arabic column.
    <p
      id={id}
      data-testid={id}
      data-state={state}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      aria-live="polite"
      className={cx(
        'mt-1 text-xs',
        state === 'over'
          ? 'font-medium text-danger'
          : state === 'long'
            ? 'text-warning'
            : 'text-ink-muted',
      )}
    >
      <span dir="ltr">
        {t('searchListing.counter', { length: number(count), shown: number(shown) })}
      </span>
      {state === 'long' && <span> · {t('searchListing.cutOff', { shown: number(shown) })}</span>}
    </p>
  );
}

/** Cut where Google cuts, with its ellipsis. */
function cutAt(text: string, shown: number): string {
  return text.length > shown ? `${text.slice(0, shown).trimEnd()}…` : text;
}

/** A search result as Google lays it out: the address above, the title, the description. */
export function SearchResultPreview({
  language,
  title,
  address,
  description,
  testId,
}: {
  language: Language;
  title: string;
  /** The page's full address; shown decoded, as browsers show Arabic slugs. */
  address: string;
  description: string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  let shownAddress = address;
  try {
    shownAddress = decodeURI(address);
  } catch {
    // A malformed escape stays as typed.
  }
  return (
    <figure
      className="min-w-0 border border-line bg-white p-4"
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      lang={language}
      data-testid={testId}
    >
      <figcaption className="mb-2 text-xs text-ink-muted" dir="auto">
        {t(`searchListing.previewOf.${language}`)}
      </figcaption>
      <p className="truncate text-xs text-[#4d5156]" dir="ltr" data-testid={`${testId}-address`}>
        {shownAddress}
      </p>
      <p
        className="mt-1 text-lg leading-snug break-words text-[#1a0dab]"
        data-testid={`${testId}-title`}
      >
        {cutAt(title, SEARCH_TEXT_LIMITS.title.shown) || t('searchListing.noTitle')}
      </p>
      <p
        className="mt-1 text-sm leading-relaxed break-words text-[#4d5156]"
        data-testid={`${testId}-description`}
      >
        {cutAt(description, SEARCH_TEXT_LIMITS.description.shown)}
      </p>
    </figure>
  );
}

/**
 * The search-result title and description of a page in both languages, registered at `${name}.title`
 * and `${name}.description` of the form, each with its counter, and a live preview per language.
 * Empty texts fall back to what the storefront's head uses (the name, the short description).
 */
export function SearchTextsFields<Values extends FieldValues>({
  form,
  name,
  id,
  addressOf,
  fallback,
}: {
  form: UseFormReturn<Values>;
  /** The `{ title: {en, ar}, description: {en, ar} }` object's path. */
  name: FieldPath<Values>;
  id: string;
  addressOf: (language: Language) => string;
  fallback: { title: Record<Language, string>; description: Record<Language, string> };
}) {
  const { t } = useTranslation('admin');
  const watched = useWatch({ control: form.control, name }) as
    | { title?: Partial<Record<Language, string>>; description?: Partial<Record<Language, string>> }
    | undefined;
  const textOf = (part: 'title' | 'description', lang: Language) => watched?.[part]?.[lang] ?? '';

  const block = (part: 'title' | 'description') => {
    const limits = SEARCH_TEXT_LIMITS[part];
    const errorOf = (lang: Language) =>
      (get(form.formState.errors, `${name}.${part}.${lang}`) as { message?: string } | undefined)
        ?.message;
    const control = (lang: Language) => {
      const fieldId = `${id}-${part}-${lang}`;
      const error = errorOf(lang);
      const props = {
        id: fieldId,
        'data-testid': fieldId,
        invalid: Boolean(error),
        placeholder: fallback[part][lang],
        'aria-describedby': [error ? `${fieldId}-error` : null, `${fieldId}-count`]
          .filter(Boolean)
          .join(' '),
        ...form.register(`${name}.${part}.${lang}` as FieldPath<Values>),
      };
      return (
        <>
          {part === 'title' ? <TextInput {...props} /> : <TextArea rows={3} {...props} />}
          <CharacterCounter
            id={`${fieldId}-count`}
            count={textOf(part, lang).length}
            shown={limits.shown}
            max={limits.max}
          />
        </>
      );
    };
    return (
      <BilingualFields
        id={`${id}-${part}`}
        label={t(part === 'title' ? 'searchListing.seoTitle' : 'searchListing.seoDescription')}
        hint={t(
          part === 'title' ? 'searchListing.seoTitleHint' : 'searchListing.seoDescriptionHint',
        )}
        en={control('en')}
        ar={control('ar')}
        errorEn={errorOf('en')}
        errorAr={errorOf('ar')}
      />
    );
  };

  return (
    <>
      {block('title')}
      {block('description')}
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">{t('searchListing.preview')}</p>
        <div className="grid gap-3 md:grid-cols-2">
          {LANGUAGES.map((lang) => (
            <SearchResultPreview
              key={lang}
              language={lang}
              testId={`${id}-preview-${lang}`}
              address={addressOf(lang)}
              title={textOf('title', lang).trim() || fallback.title[lang]}
              description={textOf('description', lang).trim() || fallback.description[lang]}
            />
          ))}
        </div>
      </div>
    </>
  );
}
