import { useTranslation } from 'react-i18next';
import { useHealth } from '../../../api/health/get-health';

/** Says nothing while the server answers; one clear line when it cannot be reached (or its database does not answer). */
export function ServerStatus() {
  const { t } = useTranslation();
  const health = useHealth();
  if (!health.isError) return null;
  return (
    <p data-testid="health" role="status" className="text-error">
      {t('health.down')}
    </p>
  );
}
