// The gear that opens the settings drawer, and the drawer's host, which loads the drawer (and the
// dialog library) only the first time it opens.
import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { useSettingsDrawer } from './settings-drawer-state';

const SettingsDrawer = lazy(() => import('./settings-drawer'));

export function SettingsDrawerHost() {
  const everOpened = useSettingsDrawer((state) => state.everOpened);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}

export function SettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const setOpen = useSettingsDrawer((state) => state.setOpen);
  return (
    <IconButton label={t('settings.open')} onClick={() => setOpen(true)} className={className}>
      <Settings className="size-5" aria-hidden="true" />
    </IconButton>
  );
}
