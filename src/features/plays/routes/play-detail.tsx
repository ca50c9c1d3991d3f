// A play or drill, read-only until the editor lands (issue 5): its phases, notes and videos.
import { ArrowLeft, Film, PenTool, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../data/api-client';
import { canEditTeam, useTeams } from '../../../data/teams';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ShareButton } from '../../../ui/share-dialog';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { PhaseCourt } from '../../../ui/phase-court';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { usePlay } from '../../../data/plays/get-play';
import type { PlayType } from '../../../data/plays/keys';
import { useUpdatePlay } from '../../../data/plays/update-play';
import { DeletePlaysDialog } from '../components/delete-plays-dialog';

export default function PlayDetailRoute({ type }: { type: PlayType }) {
  const { t, i18n } = useTranslation();
  const { playId = '' } = useParams();
  const navigate = useNavigate();
  const play = usePlay(playId);
  const teams = useTeams();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [shownPhase, setShownPhase] = useState(0);
  const listPath = type === 'drill' ? '/dashboard/drills' : '/dashboard/plays';

  if (play.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="aspect-[16/9] w-full" />
      </div>
    );
  }
  if (play.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<ButtonLink to={listPath} size="small">{t('common.back')}</ButtonLink>}>
        {errorText(play.error)}
      </Alert>
    );
  }
  const record = play.data;
  const team = teams.data?.find((candidate) => candidate.team_id === record.team_id);
  const editable = canEditTeam(team);
  const phases = record.data?.phases ?? [];
  const settings = record.data?.settings;

  return (
    <>
      <ButtonLink to={listPath} variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />} className="-ms-2 mb-2">
        {t(`plays.${type}.title`)}
      </ButtonLink>
      <PageHeader
        title={record.title || t('common.untitled')}
        description={[team?.name, t('common.updated', { date: formatDate(record.updated_at, i18n.language) })].filter(Boolean).join(' · ')}
        actions={
          <>
            <ShareButton item={{ kind: 'play', id: record.play_id }} editable={editable} />
            {editable && (
              <>
                <Button variant="outlined" startIcon={<Pencil className="size-4" aria-hidden="true" />} onClick={() => setRenaming(true)}>
                  {t('common.rename')}
                </Button>
                <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setDeleting(true)}>
                  {t('common.delete')}
                </Button>
                <ButtonLink to={`/dashboard/playeditor/${encodeURIComponent(record.play_id)}`} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                  {t('plays.openEditor')}
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card flush>
          {record.data && (
            <PhaseCourt
              className="aspect-[4/3] w-full rounded-card"
              play={record.data}
              phaseIndex={Math.min(shownPhase, Math.max(phases.length - 1, 0))}
              alt={t('plays.phaseShown', { n: Math.min(shownPhase, Math.max(phases.length - 1, 0)) + 1, title: record.title })}
            />
          )}
        </Card>
        <div className="flex flex-col gap-6">
          {settings?.description && (
            <Card>
              <h2 className="mb-2 font-semibold">{t('plays.description')}</h2>
              <p className="text-sm whitespace-pre-line text-muted">{settings.description}</p>
            </Card>
          )}
          <Card>
            <h2 className="mb-3 font-semibold">{t('plays.phases', { count: phases.length })}</h2>
            <ol className="flex flex-col gap-3">
              {phases.map((phase, index) => {
                const arrows = phase.objects.filter((item) => item.type === 'arrow').length;
                const players = phase.objects.filter((item) => item.type === 'object' && item.subType === 'player').length;
                return (
                  <li key={phase.id} id={`phase-${index + 1}`}>
                    <button
                      type="button"
                      aria-pressed={index === shownPhase}
                      onClick={() => setShownPhase(index)}
                      // The phase shown is ringed, not tinted, so the muted texts keep their contrast.
                      className={`w-full rounded-card bg-raised p-3 text-start ${index === shownPhase ? 'ring-2 ring-primary' : 'hover:ring-1 hover:ring-line'}`}
                    >
                      <span className="block text-sm font-semibold">
                        <span className="me-2 inline-flex size-6 items-center justify-center rounded-full bg-primary-soft text-xs text-primary-ink">{index + 1}</span>
                        {phase.title || t('plays.phaseN', { n: index + 1 })}
                      </span>
                      <span className="mt-1 block text-xs text-muted">{t('plays.phaseSummary', { players, arrows })}</span>
                      {phase.note && <span className="mt-2 block text-sm whitespace-pre-line">{phase.note}</span>}
                    </button>
                  </li>
                );
              })}
            </ol>
          </Card>
          {settings?.videos && settings.videos.length > 0 && (
            <Card>
              <h2 className="mb-3 flex items-center gap-2 font-semibold">
                <Film className="size-4 text-muted" aria-hidden="true" /> {t('plays.videos')}
              </h2>
              <ul className="flex flex-col gap-2 text-sm">
                {settings.videos.map((video, index) => (
                  <li key={`${video.url}-${index}`}>
                    <a href={video.url} target="_blank" rel="noreferrer noopener" className="font-medium break-all text-primary-ink hover:underline">
                      {video.url}
                    </a>
                    {video.note && <p className="text-muted">{video.note}</p>}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
      <RenameDialog open={renaming} onClose={() => setRenaming(false)} playId={record.play_id} title={record.title} version={record.version} />
      <DeletePlaysDialog type={type} playIds={[record.play_id]} open={deleting} onClose={() => setDeleting(false)} onDeleted={() => navigate(listPath)} />
    </>
  );
}

function RenameDialog({ open, onClose, playId, title, version }: { open: boolean; onClose: () => void; playId: string; title: string; version: number }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(title);
  const update = useUpdatePlay();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ playId, title: draft.trim(), baseVersion: version }, { onSuccess: () => (toast(t('common.saved'), 'success'), onClose()) });
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('common.rename')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {update.isError && <Alert variant="error">{errorText(update.error)}</Alert>}
        <TextField label={t('common.title')} value={draft} onChange={(event) => setDraft(event.target.value)} required autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="outlined" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="primary" loading={update.isPending} disabled={!draft.trim()}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
