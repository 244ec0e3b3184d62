/** The media module's face (The media library: uploaded images, their variants and files): all that other code may import from it (README.md). */
export { mediaRoutes } from './media.routes.ts';
export { mediaFiles } from './media-files.plugin.ts';
export {
  createMediaStorage,
  MediaStore,
  type MediaConfig,
  type MediaStorageConfig,
} from './media-store.ts';
export { DiskMediaStorage, MediaStorageError, type MediaStorage } from './media-storage.ts';
export { copyMediaFiles, MEDIA_USAGE, runMediaCommand } from './media-move.ts';
export type { MediaRow } from './media.service.ts';
export { renderSocialCard, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from './social-card.ts';
