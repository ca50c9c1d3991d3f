import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './notifications';

/** Spec §2: a notice when the connection comes back (success) or goes away (error). */
export function ConnectivityNotices() {
  const { t } = useTranslation();
  useEffect(() => {
    const online = () => notify(t('connectivity.regained'), 'success');
    const offline = () => notify(t('connectivity.lost'), 'error');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [t]);
  return null;
}
