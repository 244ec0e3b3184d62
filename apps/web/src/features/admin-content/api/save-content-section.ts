import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationSection } from '@store/shared/constants';
import type { ContentSectionSaved, TranslationSectionContent } from '@store/shared/schemas/content';
import { translationKeys } from '../../../api/translation-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentAdminKeys } from './content-keys.ts';

/** PUT /api/content/{section} with `{ content, changeLog }`: a new version of the section. */
export function saveContentSection({
  section,
  content,
  changeLog,
}: {
  section: TranslationSection;
  content: TranslationSectionContent;
  changeLog: string;
}): Promise<ContentSectionSaved> {
  return apiRequest<ContentSectionSaved>(`/content/${section}`, {
    method: 'PUT',
    body: { content, changeLog },
  });
}

/** Saves; the section, its history and this tab's storefront texts are read again. */
export function useSaveContentSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentSection,
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentAdminKeys.section(saved.section), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
      ]);
    },
  });
}
