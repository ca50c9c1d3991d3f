import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../../../data/health';

/** One quiet line saying whether the server answers and which database it uses. */
export function ServerStatus() {
  const { t } = useTranslation();
  const health = useHealth();
  if (health.isPending) return <span className="sr-only">{t('common.loading')}</span>;
  if (health.isError) {
    return (
      <p data-testid="health" className="text-error">
        {t('health.down')}
      </p>
    );
  }
  return (
    <p data-testid="health" className="inline-flex items-center gap-1.5">
      <Database className="size-3.5" aria-hidden="true" />
      {t('health.status', { status: health.data.status, database: health.data.database })}
    </p>
  );
}
