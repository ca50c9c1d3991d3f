// Public share links for a play, playbook, rotation or practice plan (spec §2): created, listed and
// revoked by those who may edit the item.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareKind, ShareLink, SharedItem } from '../../lib/shared-item';
import { api } from '../../data/api-client';

// The shapes of a share link and of what it shares are plain types the kit reads too: they live in lib/.
export type { ShareKind, ShareLink, SharedItem } from '../../lib/shared-item';

export const shareKeys = {
  all: ['share-links'] as const,
  item: (item: SharedItem) => ['share-links', item.kind, item.id] as const,
};

export function createShareLink(input: SharedItem): Promise<ShareLink> {
  return api.post<ShareLink>('/share', input);
}

export function getShareLinks(item: SharedItem, signal?: AbortSignal): Promise<{ data: ShareLink[] }> {
  return api.get<{ data: ShareLink[] }>('/share', { signal, query: { kind: item.kind, id: item.id } });
}

export function revokeShareLink(token: string): Promise<void> {
  return api.delete<void>(`/share/${encodeURIComponent(token)}`);
}

export const shareLinksQueryOptions = (item: SharedItem) => queryOptions({ queryKey: shareKeys.item(item), queryFn: ({ signal }) => getShareLinks(item, signal) });

export function useShareLinks(item: SharedItem, enabled: boolean) {
  return useQuery({ ...shareLinksQueryOptions(item), enabled });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_link, item) => queryClient.invalidateQueries({ queryKey: shareKeys.item(item) }),
  });
}

export function useRevokeShareLink(item: SharedItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.item(item) }),
  });
}

/** The share links' calls as the kit's share dialog takes them (ShareLinks of src/ui/share-dialog.tsx). */
export const shareLinks = { useLinks: useShareLinks, useCreate: useCreateShareLink, useRevoke: useRevokeShareLink };

/** What a share link shows: the item's record without its team (a playbook adds `plays`). */
export function getSharedItem<T>(kind: ShareKind, token: string, signal?: AbortSignal): Promise<T> {
  // Without the token even when signed in: the link shows the same to everyone.
  return api.get<T>(`/public/${encodeURIComponent(kind)}/${encodeURIComponent(token)}`, { signal, auth: false });
}

export function useSharedItem<T>(kind: ShareKind, token: string) {
  return useQuery({ queryKey: ['public', kind, token] as const, queryFn: ({ signal }) => getSharedItem<T>(kind, token, signal) });
}
