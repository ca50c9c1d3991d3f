// "Choose a team image" (issue 18) of the playbook editor: the team's images, for the cover (kept as
// its lasting media path, engine/api/media.ts mediaContentPath) and for text pages (kept as its id).
import '../../../ui/media-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaRecord } from '../../../../engine/api/media';
import { useMediaList } from '../../../api/media/get-media-list';
import { errorText } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Dialog } from '../../../ui/dialog';
import { SearchField } from '../../../ui/list-toolbar';

/** How many of the team's images the picker lists (the newest; search finds older ones). */
export const TEAM_IMAGE_PICKER_PAGE_SIZE = 20;

export function TeamImagePicker({
  teamId,
  disabled,
  onPick,
  label,
  size,
}: {
  teamId: string;
  disabled: boolean;
  onPick: (image: MediaRecord) => void;
  /** The button's accessible name where several pickers share a screen; its text stays "Choose a team image". */
  label?: string;
  size?: 'small';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const list = useMediaList({ teamId, kind: 'image', search: search || undefined, page: 1, perPage: TEAM_IMAGE_PICKER_PAGE_SIZE }, { enabled: open });
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => setOpen(true)} aria-label={label} {...(size ? { size } : {})}>
        {t('media.pick.image')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('media.pick.image')} size="lg" tall>
        <div className="flex flex-col gap-3">
          <SearchField label={t('media.search.images')} value={search} onChange={setSearch} />
          {list.isError && <p className="text-sm text-error">{errorText(list.error)}</p>}
          {list.data && list.data.data.length === 0 && <p className="text-sm text-muted">{t('media.pick.none')}</p>}
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {(list.data?.data ?? []).map((image) => (
              <li key={image.media_id}>
                <button
                  type="button"
                  aria-label={`${t('media.pick.choose')}: ${image.title}`}
                  onClick={() => (onPick(image), setOpen(false))}
                  className={cn('flex w-full flex-col overflow-hidden rounded-card border-2 border-line text-start text-sm hover:border-primary')}
                >
                  {image.thumbnail_url ? <img src={image.thumbnail_url} alt="" className="aspect-video w-full object-cover" /> : <span className="aspect-video w-full bg-line/40" />}
                  <span className="truncate p-1.5 font-medium">{image.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Dialog>
    </>
  );
}
