// A team's videos, images or audio clips (issue 18, spec §2): upload by the picker or by dropping
// files (several at once, each with its progress, cancel and retry; offline they wait), the paged
// list with thumbnails or waveforms and durations, search, rename and notes, delete (asking again
// when plays or playbooks use the file). The status of files still processing shows live (the list
// polls while any is). A viewer of the team reads only.
import '../../../ui/media-texts';
import { AudioLines, Film, Image as ImageIcon, Pencil, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { pageCount } from '../../../lib/paged';
import { MEDIA_SCREEN_KINDS, MEDIA_SCREEN_PAGE_LISTS, type MediaRecord, type MediaScreen } from '../../../api/media/keys';
import { useMediaList } from '../../../api/media/get-media-list';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { useTeamListParams } from '../../../api/teams/use-team-items-list';
import { useRowsPerPage } from '../../../lib/settings';
import { Alert } from '../../../ui/alert';
import { Button, IconButton } from '../../../ui/button';
import { PageHeader } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { EmptyState } from '../../../ui/empty-state';
import { SearchField, TeamFilter } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { CardGridSkeleton } from '../../../ui/skeleton';
import { DeleteMediaDialog } from '../components/delete-media-dialog';
import { EditMediaDialog } from '../components/edit-media-dialog';
import { MediaPreview, MediaStatus, formatDuration } from '../components/media-preview';
import { UploadList } from '../components/upload-list';
import { uploadQueue, useUploads } from '../../../api/media/use-uploads';
import { USER_TEXT } from '../../../ui/user-text';

const ICONS = { videos: Film, images: ImageIcon, audio: AudioLines };
/** What the picker offers; the server sniffs the bytes whatever the picker lets through. */
export const MEDIA_ACCEPT: Readonly<Record<MediaScreen, string>> = { videos: 'video/*', images: 'image/*', audio: 'audio/*' };

export default function MediaScreenRoute({ kind: screen }: { kind: MediaScreen }) {
  const { t } = useTranslation();
  const kind = MEDIA_SCREEN_KINDS[screen];
  // Media belong to one team: the team worked in (the team context) until the coach picks another.
  const { params, setParams, context } = useTeamListParams({ allowAll: false });
  const teams = context.teams;
  const teamId = params.teamId;
  const canEditIn = useCanEditTeam();
  const [perPage, setPerPage] = useRowsPerPage(MEDIA_SCREEN_PAGE_LISTS[screen]);
  const list = useMediaList({ teamId, kind, search: params.search || undefined, page: params.page, perPage });
  const uploads = useUploads().filter((task) => task.teamId === teamId && task.kind === kind);
  const [editing, setEditing] = useState<MediaRecord | null>(null);
  const [deleting, setDeleting] = useState<MediaRecord | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const canEdit = teamId !== '' && canEditIn(teamId);
  const Icon = ICONS[screen];
  const items = list.data?.data ?? [];

  // The record shown in the dialog follows the list (its status while it processes).
  const shown = editing && (items.find((item) => item.media_id === editing.media_id) ?? editing);

  const upload = (files: FileList | null) => {
    if (!files || files.length === 0 || !canEdit) return;
    context.workedIn(teamId);
    void uploadQueue.add(teamId, kind, [...files]);
  };
  const dropProps = canEdit
    ? {
        onDragOver: (event: DragEvent) => (event.preventDefault(), setDragging(true)),
        onDragLeave: () => setDragging(false),
        onDrop: (event: DragEvent) => (event.preventDefault(), setDragging(false), upload(event.dataTransfer.files)),
      }
    : {};

  return (
    <div {...dropProps} data-testid="media-drop" className={cn('relative min-h-[60vh] rounded-card', dragging && 'outline-2 outline-dashed outline-primary')}>
      <PageHeader
        icon={<Icon aria-hidden="true" />}
        title={t(`media.title.${screen}`)}
        description={list.data ? t('media.total', { count: list.data.total }) : undefined}
        actions={
          canEdit && (
            <>
              <input ref={picker} type="file" multiple accept={MEDIA_ACCEPT[screen]} className="sr-only" data-testid="media-picker" onChange={(event) => (upload(event.target.files), (event.target.value = ''))} tabIndex={-1} aria-hidden="true" />
              <Button color="primary" startIcon={<Upload className="size-4" aria-hidden="true" />} onClick={() => picker.current?.click()}>
                {t('media.upload')}
              </Button>
            </>
          )
        }
      />
      {dragging && <p className="mb-3 text-center text-sm font-medium text-primary-ink">{t('media.dropHere')}</p>}
      <div className="mb-5 flex flex-wrap items-center gap-2">
        <SearchField label={t(`media.search.${screen}`)} value={params.search} onChange={(search) => setParams({ search })} />
        <TeamFilter value={teamId} onChange={(next) => setParams({ teamId: next })} teams={teams} allowAll={false} />
      </div>
      <UploadList tasks={uploads} />

      {teams && teams.length === 0 ? (
        <EmptyState icon={<Icon />} title={t(`media.emptyTitle.${screen}`)} description={t('media.noTeam')} />
      ) : list.isPending ? (
        <CardGridSkeleton />
      ) : list.isError ? (
        <Alert variant="error" title={t('common.loadFailed')} action={<Button size="small" onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          {errorText(list.error)}
        </Alert>
      ) : items.length === 0 ? (
        params.search ? (
          <EmptyState icon={<Icon />} title={t('common.noResults')} description={t('common.noResultsFor', { search: params.search })} />
        ) : (
          <EmptyState icon={<Icon />} title={t(`media.emptyTitle.${screen}`)} description={canEdit ? t('media.emptyDescription') : undefined} />
        )
      ) : (
        <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4', list.isPlaceholderData && 'opacity-60')}>
          {items.map((record) => (
            <li key={record.media_id} className="flex flex-col overflow-hidden rounded-card bg-surface shadow-card" data-media-id={record.media_id}>
              <button
                type="button"
                className="block focus-visible:outline-2 focus-visible:outline-primary"
                onClick={() => setEditing(record)}
                // The name holds the duration shown on the preview (WCAG 2.5.3: the visible text is part of the name).
                aria-label={record.duration_ms === null ? t('media.open', { title: record.title }) : t('media.openTimed', { title: record.title, duration: formatDuration(record.duration_ms) })}
              >
                <MediaPreview record={record} className="aspect-video w-full" />
              </button>
              <div className="flex items-start gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold" title={record.title} {...USER_TEXT}>
                    {record.title}
                  </p>
                  <MediaStatus record={record} />
                  {record.notes && (
                    <p className="line-clamp-2 text-xs text-muted" {...USER_TEXT}>
                      {record.notes}
                    </p>
                  )}
                </div>
                {canEdit && (
                  <>
                    <IconButton label={t('media.edit')} onClick={() => setEditing(record)}>
                      <Pencil className="size-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton label={t('media.delete')} onClick={() => setDeleting(record)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </IconButton>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {list.data && (
        <Pagination
          page={params.page}
          pages={pageCount(list.data)}
          onPage={(page) => setParams({ page })}
          perPage={{ value: perPage, onChange: (count) => (setPerPage(count), setParams({ page: 1 })) }}
        />
      )}
      <EditMediaDialog record={shown} canEdit={canEdit} onClose={() => setEditing(null)} />
      <DeleteMediaDialog record={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
