import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** A spinner with the hidden text "Loading..." (spec §2), shown while a screen loads. */
export function Spinner({ className, fullScreen }: { className?: string; fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center', fullScreen ? 'min-h-screen' : 'min-h-40', className)}>
      <span className="size-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
