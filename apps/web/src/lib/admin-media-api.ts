import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiErrorBody } from '@store/shared/errors';
import type {
  MediaItem,
  MediaListQuery,
  MediaUpdate,
  MediaUploadResult,
} from '@store/shared/schemas/media';
import { apiList, apiRequest, apiUrl, type ListResult } from './api-client.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { isTokenExpired } from './auth/access-token.ts';
import { readStoredToken } from './auth/auth-storage.ts';
import { readStoredLanguage } from './i18n/language-storage.ts';

/**
 * The media library's API calls, shared by the media screen and the media picker (which other
 * screens open): list, upload with progress, describe (alt text), delete.
 */

export type MediaListParams = Partial<Pick<MediaListQuery, 'page' | 'limit' | 'search'>>;

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (params: MediaListParams) => [...mediaKeys.all, 'list', params] as const,
};

export function getMediaList(
  params: MediaListParams,
  signal?: AbortSignal,
): Promise<ListResult<MediaItem>> {
  return apiList<MediaItem>('/admin/media', { query: { ...params }, signal });
}

export function mediaListQuery(params: MediaListParams) {
  return queryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ signal }) => getMediaList(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMediaList(params: MediaListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...mediaListQuery(params), enabled: options.enabled ?? true });
}

/** A token good for the upload: an expired one is renewed first by an ordinary call. */
async function freshToken(): Promise<string | null> {
  const token = readStoredToken();
  if (token && isTokenExpired(token)) {
    await apiRequest('/auth/verify').catch(() => undefined);
    return readStoredToken();
  }
  return token;
}

/**
 * Uploads one file (multipart part `files`), reporting progress from 0 to 1. Resolves with the
 * server's result; rejects with an ApiError (413 too large, 415 not an accepted image, ...).
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export async function uploadMediaFile(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUploadResult> {
  const token = await freshToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/admin/media'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', readStoredLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR' }));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const envelope = body as
        ({ success: true; data: MediaUploadResult } & { message?: string }) | ApiErrorBody | null;
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) {
        onProgress?.(1);
        resolve(envelope.data);
        return;
      }
      const error = envelope && !envelope.success ? envelope : null;
      reject(
        new ApiError(error?.message || xhr.statusText || 'Upload failed', {
          status: xhr.status,
          code: error?.code ?? 'UNKNOWN',
          fieldErrors: error?.errors,
        }),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

export function deleteMedia(id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(`/admin/media/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function updateMedia(id: string, update: MediaUpdate): Promise<MediaItem> {
  return apiRequest<MediaItem>(`/admin/media/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: update,
  });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: MediaUpdate }) => updateMedia(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
