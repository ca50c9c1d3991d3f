// The app's one upload queue: uploads go on while the coach moves between screens, and those left
// waiting by an earlier visit start again when this module first loads (with the media screens).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { mediaKeys } from './keys';
import { uploadMedia } from './upload-media';
import { UploadQueue, idbUploadStore, type UploadTask } from './upload-queue';

export const uploadQueue = new UploadQueue({
  upload: uploadMedia,
  store: idbUploadStore(),
  isOnline: () => navigator.onLine,
  newId: () => crypto.randomUUID(),
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void uploadQueue.resume());
  uploadQueue.restore().catch((error: unknown) => console.warn('Waiting uploads could not be read', error));
}

/** The uploads, live; the media lists refresh as each finishes. */
export function useUploads(): readonly UploadTask[] {
  const queryClient = useQueryClient();
  useEffect(() => uploadQueue.onUploaded(() => void queryClient.invalidateQueries({ queryKey: mediaKeys.all })), [queryClient]);
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.snapshot);
}
