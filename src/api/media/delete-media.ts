// Deleting a file: one still used by plays or playbooks answers 409 naming them; the screen asks and
// deletes again with force, which also takes it out of them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { api } from '../../data/api-client';
import { mediaInUseSchema, mediaKeys } from './keys';

export type MediaInUse = z.infer<typeof mediaInUseSchema>;

export function deleteMedia({ mediaId, force = false }: { mediaId: string; force?: boolean }): Promise<void> {
  return api.delete<void>(`/media/${encodeURIComponent(mediaId)}`, { query: { force: force || undefined } });
}

/** Where a file is used, when `error` is the 409 of deleting it; null for any other error. */
export function mediaInUse(error: unknown): MediaInUse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = mediaInUseSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMedia, onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
}
