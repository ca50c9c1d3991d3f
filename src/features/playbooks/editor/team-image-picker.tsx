// "Choose a team image" (issue 18) of the playbook editor: the team's images, for the cover (kept as
// its lasting media path, engine/api/media.ts mediaContentPath) and for text pages (kept as its id);
// or a new one uploaded right here, chosen once the server has it (issue 32, as the video picker does).
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
import { UploadStatus, useUploadNew } from '../../../editor-kit/upload-new';
import { FOCUS_ATTRIBUTE } from '../../../editor-kit/focus-after';

/** How many of the team's images the picker lists (the newest; search finds older ones). */
export const TEAM_IMAGE_PICKER_PAGE_SIZE = 20;

export function TeamImagePicker({
  teamId,
  disabled,
  onPick,
  label,
  size,
  focus,
}: {
  teamId: string;
  disabled: boolean;
  onPick: (image: MediaRecord) => void;
  /** The button's accessible name where several pickers share a screen; its text stays "Choose a team image". */
  label?: string;
  size?: 'small';
  /** The button as a focus target (editor-kit/focus-after.ts): where focus goes once the image is removed. */
  focus?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const list = useMediaList({ teamId, kind: 'image', search: search || undefined, page: 1, perPage: TEAM_IMAGE_PICKER_PAGE_SIZE }, { enabled: open });
  const pick = (image: MediaRecord) => (onPick(image), setOpen(false));
  const { upload, button: uploadButton, forget } = useUploadNew({ teamId, kind: 'image', testId: 'image-picker-upload', onUploaded: pick });
  const close = () => (forget(), setOpen(false));
  return (
    <>
      <Button variant="outlined" className="touch:min-h-11" disabled={disabled} onClick={() => setOpen(true)} aria-label={label} {...(size ? { size } : {})} {...(focus ? { [FOCUS_ATTRIBUTE]: focus } : {})}>
        {t('media.pick.image')}
      </Button>
      <Dialog open={open} onClose={close} title={t('media.pick.image')} size="lg" tall>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <SearchField label={t('media.search.images')} value={search} onChange={setSearch} />
            {uploadButton}
          </div>
          <UploadStatus upload={upload} />
          {list.isError && <p className="text-sm text-error">{errorText(list.error)}</p>}
          {list.data && list.data.data.length === 0 && !upload && <p className="text-sm text-muted">{t('media.pick.none')}</p>}
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {(list.data?.data ?? []).map((image) => (
              <li key={image.media_id}>
                <button
                  type="button"
                  aria-label={`${t('media.pick.choose')}: ${image.title}`}
                  onClick={() => pick(image)}
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
