import { useMutation } from '@tanstack/react-query';
import type { TranslationSection } from '@store/shared/constants';
import type {
  ContentValidationResult,
  TranslationSectionContent,
} from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/content/{section}/validate: the save's rules, every problem, nothing saved. */
export function validateContent({
  section,
  content,
}: {
  section: TranslationSection;
  content: TranslationSectionContent;
}): Promise<ContentValidationResult> {
  return apiRequest<ContentValidationResult>(`/content/${section}/validate`, {
    method: 'POST',
    body: { content },
  });
}

export function useValidateContent() {
  return useMutation({ mutationFn: validateContent });
}
