// A list of records as cards (playbooks, rotations, practice plans, library items): loading
// skeletons, the error with a retry, the empty state, and the rows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../lib/api-error';
import { Alert } from './alert';
import { Button } from './button';
import { cn } from './cn';
import { ItemThumbnail } from './item-thumbnail';
import { RowsSkeleton } from './skeleton';

export interface RecordRow {
  id: string;
  to: string;
  title: string;
  meta?: ReactNode;
  icon?: ReactNode;
  /** A server-drawn thumbnail (shown instead of the icon); null for a placeholder. */
  thumbnail?: string | null;
  /** False while the record is only on this device (created or changed offline, spec §4). */
  synced?: boolean;
  actions?: ReactNode;
}

export function RecordList({
  query,
  rows,
  empty,
  dimmed,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: RecordRow[];
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<Button size="small" onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        {errorText(query.error)}
      </Alert>
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ul className={cn('divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card', dimmed && 'opacity-60')}>
      {rows.map((row) => (
        <li key={row.id} className="flex items-center gap-3 px-4 py-3">
          {row.thumbnail !== undefined ? (
            <ItemThumbnail svg={row.thumbnail} className="h-10 w-14 shrink-0 rounded" />
          ) : (
            row.icon && <span className="flex size-10 shrink-0 items-center justify-center rounded-card bg-primary-soft text-primary-ink [&_svg]:size-5" aria-hidden="true">{row.icon}</span>
          )}
          <div className="min-w-0 flex-1">
            {/* A coach's title, isolated from the text around it (dir="auto" implies unicode-bidi: isolate). */}
            <Link to={row.to} className="block truncate font-medium hover:underline" dir="auto">
              {row.title || t('common.untitled')}
            </Link>
            {(row.meta || row.synced === false) && (
              <div className="text-xs text-muted">
                {row.meta}
                {row.synced === false && <span className="ms-2 text-warning">{t('common.notSynced')}</span>}
              </div>
            )}
          </div>
          {row.actions}
        </li>
      ))}
    </ul>
  );
}
