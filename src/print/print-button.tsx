// The Print button of the detail, share and editor screens (issue 14). The dialog, its settings,
// preview and texts load on the first click: a screen's first load grows by this button only.
import { Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../ui/button';
import type { PrintSource } from './print-content';

const PrintDialog = lazy(() => import('./print-dialog'));

export function PrintButton({ source, iconOnly = false, className }: { source: PrintSource; iconOnly?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening mounts a new dialog (it loads what is printed then); once closed it stays mounted
  // so that closing plays its leave transition.
  const [openings, setOpenings] = useState(0);
  const show = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      {iconOnly ? (
        <IconButton label={t('print.button')} className={className} onClick={show}>
          <Printer className="size-5" aria-hidden="true" />
        </IconButton>
      ) : (
        <Button variant="outlined" className={className} startIcon={<Printer className="size-4" aria-hidden="true" />} onClick={show}>
          {t('print.button')}
        </Button>
      )}
      {openings > 0 && (
        <Suspense fallback={null}>
          <PrintDialog key={openings} open={open} onClose={() => setOpen(false)} source={source} />
        </Suspense>
      )}
    </>
  );
}
