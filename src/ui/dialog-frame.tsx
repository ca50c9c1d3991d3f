// The kit's dialog on Headless UI (focus trap, Escape, click outside, aria wiring). Loaded by
// dialog.tsx the first time a dialog opens, so no screen pays for the dialog library up front.
import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { cn } from './cn';
import type { DialogProps } from './dialog-props';

export default function DialogFrame({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'sm',
  tall = false,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-[#1c252e]/50 transition duration-200 data-closed:opacity-0" />
      <div className={cn('fixed inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-4', !tall && 'p-4')}>
        <DialogPanel
          transition
          className={cn(
            'w-full bg-surface text-ink shadow-popover transition duration-200 data-closed:translate-y-2 data-closed:opacity-0',
            { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-6xl' }[size],
            tall ? 'flex h-dvh flex-col p-4 sm:h-[min(48rem,calc(100dvh-2rem))] sm:rounded-card sm:p-6' : 'rounded-card p-6',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <IconButton label={t('common.close')} size="small" onClick={onClose} className="-me-2 -mt-1">
              <X className="size-5" aria-hidden="true" />
            </IconButton>
          </div>
          {description && <Description className="mt-2 text-sm text-muted">{description}</Description>}
          {children && <div className={cn('mt-4', tall && 'flex min-h-0 flex-1 flex-col')}>{children}</div>}
          {actions && <div className={cn('flex flex-wrap justify-end gap-2', tall ? 'mt-4 shrink-0' : 'mt-6')}>{actions}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
