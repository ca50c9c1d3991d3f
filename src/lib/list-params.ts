// A list's team, search and page live in the URL, so a reload or a shared link shows the same list.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  teamId: string;
  search: string;
  page: number;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const value: ListParams = {
    teamId: params.get('team') ?? '',
    search: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = useCallback(
    (patch: Partial<ListParams>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, raw: string | number | undefined, empty: string) => {
            if (raw === undefined) return;
            const text = String(raw);
            if (text === empty) next.delete(key);
            else next.set(key, text);
          };
          set('team', patch.teamId, '');
          set('q', patch.search, '');
          // A new filter starts again at page 1.
          set('page', patch.page ?? (patch.teamId !== undefined || patch.search !== undefined ? 1 : undefined), '1');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [value, update] as const;
}
