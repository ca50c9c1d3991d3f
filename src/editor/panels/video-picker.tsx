// The video panel's "Choose a team video" (issue 18): the team's uploaded videos to pick from, or a
// new one uploaded right here (it is picked once uploaded), attached with a note.
import '../../ui/media-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VIDEO_NOTE_LENGTH } from '../../../engine/limits';
import { useMediaList } from '../../api/media/get-media-list';
import { errorText } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { SearchField } from '../../ui/list-toolbar';
import { UploadStatus, useUploadNew } from '../../editor-kit/upload-new';

/** How many of the team's videos the picker lists (the newest; search finds older ones). */
export const VIDEO_PICKER_PAGE_SIZE = 20;

export function VideoPicker({ open, teamId, onClose, onPick }: { open: boolean; teamId: string; onClose: () => void; onPick: (mediaId: string, note: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const list = useMediaList({ teamId, kind: 'video', search: search || undefined, page: 1, perPage: VIDEO_PICKER_PAGE_SIZE }, { enabled: open });
  const { upload, button: uploadButton, forget } = useUploadNew({ teamId, kind: 'video', testId: 'video-picker-upload', onStart: () => setChosen(null) });
  // A video uploaded here is the one picked, once the server has it.
  const picked = chosen ?? upload?.record?.media_id ?? null;
  const close = () => (setChosen(null), setNote(''), forget(), onClose());

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('media.pick.video')}
      size="lg"
      tall
      actions={
        <>
          <Button variant="outlined" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" disabled={!picked} onClick={() => picked && (onPick(picked, note.trim()), close())}>
            {t('media.pick.attach')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <SearchField label={t('media.pick.search')} value={search} onChange={setSearch} />
          {uploadButton}
        </div>
        <UploadStatus upload={upload} />
        {list.isError && <p className="text-sm text-error">{errorText(list.error)}</p>}
        {list.data && list.data.data.length === 0 && !upload && <p className="text-sm text-muted">{t('media.pick.none')}</p>}
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" role="listbox" aria-label={t('media.pick.video')}>
          {(list.data?.data ?? []).map((video) => (
            <li key={video.media_id} role="option" aria-selected={picked === video.media_id}>
              <button
                type="button"
                onClick={() => setChosen(video.media_id)}
                className={cn('flex w-full flex-col overflow-hidden rounded-card border-2 text-start text-sm', picked === video.media_id ? 'border-primary' : 'border-line')}
              >
                {video.thumbnail_url ? <img src={video.thumbnail_url} alt="" className="aspect-video w-full object-cover" /> : <span className="aspect-video w-full bg-line/40" />}
                <span className="truncate p-1.5 font-medium">{video.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <TextField label={t('media.pick.note')} value={note} maxLength={MAX_VIDEO_NOTE_LENGTH} onChange={(event) => setNote(event.target.value)} />
      </div>
    </Dialog>
  );
}
