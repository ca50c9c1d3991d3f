// The navigation drawer of small screens (Headless UI dialog), loaded the first time it opens.
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { Logo } from '../../ui/logo';
import type { NavSection } from './nav';
import { NavList } from './nav-list';

export default function MobileNavDrawer({ open, onClose, sections }: { open: boolean; onClose: () => void; sections: NavSection[] }) {
  const { t } = useTranslation();
  return (
    // Named on the dialog element itself (the role=dialog one), so screen readers announce it.
    <Dialog open={open} onClose={onClose} aria-label={t('nav.main')} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-[#1c252e]/40 transition duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 start-0 flex w-[280px] flex-col bg-surface text-ink shadow-popover transition duration-200 data-closed:-translate-x-full rtl:data-closed:translate-x-full"
      >
        <div className="flex h-[72px] shrink-0 items-center justify-between px-5">
          <Logo fluid />
          <IconButton label={t('common.close')} onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </IconButton>
        </div>
        <div className="flex-1 overflow-y-auto px-4 pb-6">
          <NavList sections={sections} onNavigate={onClose} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
