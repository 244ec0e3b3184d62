import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationSection } from '@store/shared/constants';
import type { TranslationTree } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentAdminKeys } from './content-keys.ts';

export interface ContentSectionData {
  section: TranslationSection;
  content: { en?: TranslationTree; ar?: TranslationTree };
  version: number;
  updatedAt: string;
}

/** GET /api/content/{section}: both languages of one translation section. */
export function getContentSection(
  section: TranslationSection,
  signal?: AbortSignal,
): Promise<ContentSectionData> {
  return apiRequest<ContentSectionData>(`/content/${section}`, { signal });
}

export function contentSectionQuery(section: TranslationSection) {
  return queryOptions({
    queryKey: contentAdminKeys.section(section),
    queryFn: ({ signal }) => getContentSection(section, signal),
    staleTime: 0,
  });
}

export function useContentSection(section: TranslationSection) {
  return useQuery(contentSectionQuery(section));
}
