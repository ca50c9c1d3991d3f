import { useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { ShareKind } from './keys';

/** What a share link shows: the item's record without its team (a playbook adds `plays`). */
export function getSharedItem<T>(kind: ShareKind, token: string, signal?: AbortSignal): Promise<T> {
  // Without the token even when signed in: the link shows the same to everyone.
  return api.get<T>(`/public/${encodeURIComponent(kind)}/${encodeURIComponent(token)}`, { signal, auth: false });
}

export function useSharedItem<T>(kind: ShareKind, token: string) {
  return useQuery({ queryKey: ['public', kind, token] as const, queryFn: ({ signal }) => getSharedItem<T>(kind, token, signal) });
}
