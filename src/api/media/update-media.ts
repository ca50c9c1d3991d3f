// Renaming a file or changing its notes (owners and coaches).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { mediaKeys, type MediaRecord } from './keys';

export interface MediaChanges {
  mediaId: string;
  title?: string;
  notes?: string;
}

export function updateMedia({ mediaId, title, notes }: MediaChanges): Promise<MediaRecord> {
  return api.request<MediaRecord>(`/media/${encodeURIComponent(mediaId)}`, { method: 'PATCH', body: { title, notes } });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSuccess: (record) => {
      queryClient.setQueryData(mediaKeys.detail(record.media_id), record);
      return queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
    },
  });
}
