import { like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@store/shared/locales';
import { foldForSearch } from '@store/shared/locales';
import { containsPattern } from '../../db/like-pattern.ts';
import { products } from './catalog.table.ts';

/**
 * A shopper's search (decision 041): the folded text anywhere in a name or description (decision
 * 003); when that finds nothing, words that look alike (pg_trgm word similarity, so "saffrn" finds
 * saffron); matches ranked by where they were found.
 */
export interface ProductSearch {
  /** The text in the name or description, as typed (folded). */
  exact: SQL;
  /** Words like the text, for a misspelling; absent for texts too short to compare. */
  alike: SQL | undefined;
  /** Where the text is, 0 (a whole word of the name) to 3 (part of the description). */
  rank: SQL;
  /** How like the text a name's closest word is (pg_trgm's word similarity, 0 to 1). */
  similarity: SQL;
}

/** Characters a whole-word comparison reads as spaces, as the shopper's text and the names hold them. */
export const WORD_BREAKS = ',.;:!?()&/"-،؛؟';
/** A regular-expression class of a space or any of them (`-` last, so it is itself). */
const BREAK_CLASS = `[ ${WORD_BREAKS.replace('-', '')}-]`;
/** pg_trgm compares trigrams; shorter texts would look like almost anything. */
const ALIKE_MIN_LENGTH = 3;

/**
 * The folded text as a whole word, for PostgreSQL's `~`: each space or break of the text matches
 * any break of the column, as if both had their breaks turned into spaces. A regular expression
 * rather than `translate(column, …) like '% text %'`: translate over UTF-8 text cost 12 µs a row
 * (a common word's 21,875 matches took 200 ms to rank at 100,000 products; 71 ms this way).
 */
function wholeWordPattern(folded: string, withArticle: boolean): string {
  let word = '';
  for (const c of folded) {
    if (c === ' ' || WORD_BREAKS.includes(c)) word += BREAK_CLASS;
    else word += /[\\^$.|?*+()[\]{}]/.test(c) ? `\\${c}` : c;
  }
  // Arabic writes the article on the word: "الورد" holds the whole word "ورد".
  return `(^|${BREAK_CLASS})${withArticle ? '(ال)?' : ''}${word}($|${BREAK_CLASS})`;
}

/** The same whole word in JavaScript, for one word of a folded column (`SearchIndex`). */
export function wholeWordRegExp(folded: string, withArticle: boolean): RegExp {
  return new RegExp(wholeWordPattern(folded, withArticle));
}

const columnsOf = {
  en: { name: products.nameSearchEn, text: products.searchEn },
  ar: { name: products.nameSearchAr, text: products.searchAr },
};

export function productSearch(search: string, lang: Language | undefined): ProductSearch | null {
  const folded = foldForSearch(search);
  if (!folded) return null;
  const pattern = containsPattern(folded);
  const languages: Language[] = lang ? [lang] : ['en', 'ar'];
  const wholeWord = (column: AnyPgColumn, language: Language) =>
    sql`${column} ~ ${wholeWordPattern(folded, language === 'ar')}`;
  // 0: a whole word of the name; 1: part of the name; 2: a whole word of the description; 3: part.
  const ranks = languages.map((language) => {
    const { name, text } = columnsOf[language];
    return sql`case when ${wholeWord(name, language)} then 0 when ${name} like ${pattern} then 1
      when ${wholeWord(text, language)} then 2 else 3 end`;
  });
  const rank = ranks.length === 1 ? ranks[0]! : sql`least(${sql.join(ranks, sql`, `)})`;
  const texts = languages.map((language) => columnsOf[language].text);
  const names = languages.map((language) => columnsOf[language].name);
  // Names only: a description is long, and comparing every description's words with the text
  // (a text of the other language, or a word with no match under a price range) read the whole
  // catalogue; shoppers misspell what they saw on a bottle.
  const alike =
    folded.length >= ALIKE_MIN_LENGTH
      ? or(...names.map((name) => sql`${folded} <% ${name}`))
      : undefined;
  // A look-alike in the name before one in the description, the closest first.
  const similarity = (columns: AnyPgColumn[]) => {
    const each = columns.map((column) => sql`word_similarity(${folded}, ${column})`);
    return each.length === 1 ? each[0]! : sql`greatest(${sql.join(each, sql`, `)})`;
  };
  return {
    exact: or(...texts.map((text) => like(text, pattern)))!,
    alike,
    rank,
    similarity: similarity(names),
  };
}
