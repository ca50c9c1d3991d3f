import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';

/** Previous / next through a paged list; the arrows flip in rtl. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pagination')} className="mt-6 flex items-center justify-center gap-2 text-sm">
      <IconButton label={t('common.previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
      </IconButton>
      <span className="min-w-24 text-center text-muted">{t('common.pageOf', { page, pages })}</span>
      <IconButton label={t('common.nextPage')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
      </IconButton>
    </nav>
  );
}
