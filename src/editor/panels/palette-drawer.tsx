// The palette's place in the editor: a side column on desktop; below the desktop breakpoint a
// drawer over the court that stays open while the coach places several items (issue 15: it closed
// after every pick) until the coach closes it, here or with the toolbar's palette button.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Palette } from './palette';

export function PaletteDrawer({ open, editable, onClose }: { open: boolean; editable: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <aside
      hidden={!editable}
      className={cn(
        'z-20 w-[264px] shrink-0 overflow-y-auto border-r border-line bg-surface',
        'max-[1099px]:absolute max-[1099px]:inset-y-0 max-[1099px]:left-0 max-[1099px]:shadow-xl',
        !open && 'max-[1099px]:hidden',
      )}
      aria-label={t('editor.toolbar.palette')}
      data-testid="palette-drawer"
    >
      <div className="flex justify-end border-b border-line min-[1100px]:hidden">
        <IconButton label={t('editor.toolbar.closePalette')} className="size-11" onClick={onClose} data-testid="close-palette">
          <X className="size-4" />
        </IconButton>
      </div>
      <Palette />
    </aside>
  );
}
