// The palette's place in the editor: a side column on desktop; on a tablet (768 to 1099 px, issue
// 32) a narrow rail of 44 px icon buttons beside the court, always there; on a phone a drawer over
// the court that stays open while the coach places several items (issue 15: it closed after every
// pick) until the coach closes it, here or with the toolbar's palette button.
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
        // Tablet: the rail, two 44 px columns with room for a scroll bar.
        'tablet:max-desktop:col-start-1 tablet:max-desktop:row-start-1 tablet:max-desktop:min-h-0 tablet:max-desktop:w-[128px] tablet:max-desktop:portrait:row-span-2 tablet:max-desktop:[scrollbar-width:thin]',
        'max-tablet:absolute max-tablet:inset-y-0 max-tablet:left-0 max-tablet:shadow-xl',
        !open && 'max-tablet:hidden',
      )}
      aria-label={t('editor.toolbar.palette')}
      data-testid="palette-drawer"
    >
      <div className="flex justify-end border-b border-line tablet:hidden">
        <IconButton label={t('editor.toolbar.closePalette')} className="size-11" onClick={onClose} data-testid="close-palette">
          <X className="size-4" />
        </IconButton>
      </div>
      <Palette />
    </aside>
  );
}
