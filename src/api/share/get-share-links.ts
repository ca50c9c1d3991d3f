import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { shareKeys, type ShareLink, type SharedItem } from './keys';

export function getShareLinks(item: SharedItem, signal?: AbortSignal): Promise<{ data: ShareLink[] }> {
  return api.get<{ data: ShareLink[] }>('/share', { signal, query: { kind: item.kind, id: item.id } });
}

export const shareLinksQueryOptions = (item: SharedItem) => queryOptions({ queryKey: shareKeys.item(item), queryFn: ({ signal }) => getShareLinks(item, signal) });

export function useShareLinks(item: SharedItem, enabled: boolean) {
  return useQuery({ ...shareLinksQueryOptions(item), enabled });
}
