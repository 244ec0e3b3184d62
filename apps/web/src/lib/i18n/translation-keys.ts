import type { TranslationSection } from '@store/shared/constants';
import type { adminAreaTexts } from '../../locales/admin-area.ts';
import type { en } from '../../locales/en/index.ts';
import type { enPageTexts } from '../../locales/en/page-texts.ts';
import type { TranslateOptions } from './translate.ts';

/**
 * The six editable sections come from shared, loosely typed data (any key may be added by the
 * content API), so their keys are typed as strings; the app's own namespaces are checked key by key.
 */
type EditableSection = { [key: string]: string };

/** Every namespace's English texts: the reference the keys are checked against. */
export type Resources = Omit<typeof en, TranslationSection> &
  // Loaded with the pages that show them (`ensurePageTexts`).
  typeof enPageTexts &
  Record<TranslationSection, EditableSection> &
  // Loaded with the admin chunks (`useAdminAreaTexts`), not with the storefront.
  (typeof adminAreaTexts)['en'];

export type Namespace = keyof Resources & string;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `group.key` for every text of a tree. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends object
      ? `${K}.${Paths<T[K]>}`
      : never;
}[keyof T & string];

type WithoutPluralSuffix<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** A key of one namespace: a text's path, or a plural text's base (`items` for `items_one`). */
export type KeyIn<N extends Namespace> =
  Paths<Resources[N]> | WithoutPluralSuffix<Paths<Resources[N]>>;

/** What `useTranslation` takes: one namespace, or several of which the first is the default. */
export type Namespaces = Namespace | readonly Namespace[];

/** The namespace keys without a prefix belong to. */
export type FirstOf<N extends Namespaces> = N extends readonly [
  infer First extends Namespace,
  ...unknown[],
]
  ? First
  : N extends Namespace
    ? N
    : Namespace;

type PrefixedKey = { [N in Namespace]: `${N}:${KeyIn<N>}` }[Namespace];

/** A key of the default namespace, or `ns:key` of any namespace. */
export type TranslationKey<N extends Namespace> = KeyIn<N> | PrefixedKey;

/** Translates a key checked against the English texts; `N` is the default namespace. */
export interface TFunction<N extends Namespace = 'common'> {
  (key: TranslationKey<N>, options?: TranslateOptions & { ns?: N }): string;
  /** A key of another namespace, named by the `ns` option. */
  <M extends Namespace>(key: KeyIn<M>, options: TranslateOptions & { ns: M }): string;
}
