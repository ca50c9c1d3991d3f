// A play's thumbnail: the SVG the server drew with the engine (server/items/thumbnails.ts), shown
// as an image from a data: URL so that it can never run as part of the page. A play the server has
// not drawn yet (created or changed offline, not synced) shows a neutral court placeholder.
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export function thumbnailSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function ItemThumbnail({ svg, className }: { svg: string | null | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!svg) {
    return (
      <div className={cn('flex items-center justify-center bg-line/40 text-muted', className)} data-thumbnail="placeholder" role="img" aria-label={t('common.noThumbnail')}>
        <svg viewBox="0 0 40 30" className="h-1/2 max-h-16 w-auto opacity-60" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.2">
          <rect x="2" y="2" width="36" height="26" rx="1" />
          <rect x="14" y="2" width="12" height="10" />
          <path d="M10 2 V6 A10 10 0 0 0 30 6 V2" />
        </svg>
      </div>
    );
  }
  // Decorative: the title beside it names the play.
  return <img src={thumbnailSrc(svg)} alt="" className={cn('bg-line/40 object-contain', className)} data-thumbnail="engine" loading="lazy" decoding="async" />;
}
