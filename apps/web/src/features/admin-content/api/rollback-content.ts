import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedSection } from '@store/shared/schemas/content';
import { homepageKeys } from '../../../api/homepage-keys.ts';
import { translationKeys } from '../../../api/translation-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentAdminKeys } from './content-keys.ts';

export interface RollbackResult {
  section: VersionedSection;
  content: unknown;
  version: number;
  updatedAt: string;
}

/** POST /api/content/{section}/rollback with `{ versionId, changeLog }`: a new version. */
export function rollbackContent({
  section,
  versionId,
  changeLog,
}: {
  section: VersionedSection;
  versionId: string;
  changeLog?: string;
}): Promise<RollbackResult> {
  return apiRequest<RollbackResult>(`/content/${section}/rollback`, {
    method: 'POST',
    body: changeLog ? { versionId, changeLog } : { versionId },
  });
}

export function useRollbackContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackContent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: homepageKeys.all }),
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
      ]),
  });
}
