import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES } from '../../engine/model/user-settings-defaults';
import { IconButton } from './button';

export interface PerPage {
  value: number;
  onChange: (perPage: number) => void;
}

/** Previous / next through a paged list (the arrows flip in rtl), and the per-page count where the list has one. */
export function Pagination({ page, pages, onPage, perPage }: { page: number; pages: number; onPage: (page: number) => void; perPage?: PerPage }) {
  const { t } = useTranslation();
  if (pages <= 1 && !perPage) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm">
      {pages > 1 && (
        <nav aria-label={t('common.pagination')} className="flex items-center gap-2">
          <IconButton label={t('common.previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
          </IconButton>
          <span className="min-w-24 text-center text-muted">{t('common.pageOf', { page, pages })}</span>
          <IconButton label={t('common.nextPage')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
          </IconButton>
        </nav>
      )}
      {perPage && <PerPageSelect {...perPage} />}
    </div>
  );
}

function PerPageSelect({ value, onChange }: PerPage) {
  const { t } = useTranslation();
  const id = useId();
  // A count stored by hand (any 1 to 100 is valid) stays choosable.
  const choices = [...new Set<number>([...PAGE_SIZE_CHOICES, value])].sort((a, b) => a - b);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted">
        {t('common.perPage')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-card border border-line bg-surface px-2 text-sm focus:border-primary focus:outline-2 focus:outline-primary/30"
      >
        {choices.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
}
