import type { VersionedSection } from '@store/shared/schemas/content';

/** Query keys of the content screens; a write invalidates exactly what it changed. */
export const contentAdminKeys = {
  all: ['admin', 'content'] as const,
  homepage: () => [...contentAdminKeys.all, 'homepage'] as const,
  section: (section: string) => [...contentAdminKeys.all, 'section', section] as const,
  histories: () => [...contentAdminKeys.all, 'history'] as const,
  history: (section: VersionedSection, limit: number) =>
    [...contentAdminKeys.histories(), section, limit] as const,
};
