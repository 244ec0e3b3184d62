import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { CatalogMessages } from '@store/shared/schemas/catalog-admin';
import { useLanguage } from '../i18n/use-language.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { catalogMessages } from './catalog-messages.ts';

/**
 * A product or category form, checked by the rules the server applies with their messages in the
 * page's language; a field says what is wrong once it has been left.
 */
export function useCatalogForm<Values extends FieldValues>(
  schemaWith: (messages: CatalogMessages) => Parameters<typeof zodResolver>[0],
  defaultValues: DefaultValues<Values>,
) {
  const { t } = useTranslation('adminCatalog');
  const { language } = useLanguage();
  const schema = useMemo(() => schemaWith(catalogMessages(t, language)), [schemaWith, t, language]);
  return useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues,
    mode: 'onTouched',
  });
}
