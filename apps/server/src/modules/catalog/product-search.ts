import { asc, desc, like, or, sql, type SQL } from 'drizzle-orm';
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
  /** Best first: ORDER BY terms for the exact matches, then for the look-alikes. */
  exactOrder: SQL[];
  alikeOrder: SQL[];
}

/** Characters a whole-word comparison reads as spaces; each becomes one space, in SQL as here. */
const WORD_BREAKS = ',.;:!?()&/"-،؛؟';
const SPACES = ' '.repeat(WORD_BREAKS.length);
/** pg_trgm compares trigrams; shorter texts would look like almost anything. */
const ALIKE_MIN_LENGTH = 3;

function asWords(text: string): string {
  let out = '';
  for (const c of text) out += WORD_BREAKS.includes(c) ? ' ' : c;
  return out;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const columnsOf = {
  en: { name: products.nameSearchEn, text: products.searchEn },
  ar: { name: products.nameSearchAr, text: products.searchAr },
};

export function productSearch(search: string, lang: Language | undefined): ProductSearch | null {
  const folded = foldForSearch(search);
  if (!folded) return null;
  const pattern = containsPattern(folded);
  const wordPattern = `% ${escapeLike(asWords(folded))} %`;
  const languages: Language[] = lang ? [lang] : ['en', 'ar'];
  // Arabic writes the article on the word: "الورد" holds the whole word "ورد".
  const wordPatterns = [wordPattern, `% ال${escapeLike(asWords(folded))} %`];
  const wholeWord = (column: AnyPgColumn, language: Language) => {
    const padded = sql`(' ' || translate(${column}, ${WORD_BREAKS}, ${SPACES}) || ' ')`;
    return language === 'ar'
      ? sql`(${padded} like ${wordPatterns[0]} or ${padded} like ${wordPatterns[1]})`
      : sql`${padded} like ${wordPatterns[0]}`;
  };
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
    exactOrder: [asc(rank), desc(products.createdAt), desc(products.id)],
    alikeOrder: [desc(similarity(names)), desc(products.createdAt), desc(products.id)],
  };
}
