// A play or drill, read-only until the editor lands (issue 5): its phases, notes and videos.
import { CalendarPlus, GraduationCap, PenTool, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { assignPath } from '../../../api/assignments/keys';
import { useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { Alert } from '../../../ui/alert';
import { BackLink } from '../../../ui/back-link';
import { Button, ButtonLink } from '../../../ui/button';
import { PageHeader } from '../../../ui/card';
import { NotOnThisDevice, neverOpenedOffline } from '../../../ui/detail-screen';
import { ShareButton } from '../../../ui/share-dialog';
import { shareLinks } from '../../../api/share/share-links';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { PlayBody } from '../../../ui/play-body';
import { UploadedVideoContext } from '../../../ui/play-videos';
import { useUploadedVideo } from '../../../api/media/get-media';
import { DrillDetailsCard } from '../../../ui/drill-details-card';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { usePlay } from '../../../api/plays/get-play';
import { playEditorPath, type PlayType } from '../../../api/plays/keys';
import { useUpdatePlay } from '../../../api/plays/update-play';
import { DeletePlaysDialog } from '../components/delete-plays-dialog';
import { FormActions } from '../../../ui/form-actions';
import { PrintButton } from '../../../print/print-button';
import { printPlay } from '../../../print/print-content';
import { useTeamVideoLinks } from '../../../print/video-link-sources';

/** "Add to practice plan": the practice plans screen opens its picker from these (a feature imports no other). */
const addDrillToPlanPath = (drillId: string, teamId: string, title: string) =>
  `/dashboard/practice-plans?${new URLSearchParams({ add_drill: drillId, drill_team: teamId, drill_title: title }).toString()}`;

export default function PlayDetailRoute({ type }: { type: PlayType }) {
  const { t, i18n } = useTranslation();
  const { playId = '' } = useParams();
  const navigate = useNavigate();
  const play = usePlay(playId);
  const teams = useTeams();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A video printed opens the play's share page when it has one, else its page here.
  const videoLinks = useTeamVideoLinks({ kind: 'play', id: playId });
  const listPath = type === 'drill' ? '/dashboard/drills' : '/dashboard/plays';

  if (neverOpenedOffline(play)) return <NotOnThisDevice back={listPath} />;
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

  return (
    <>
      <BackLink to={listPath}>{t(`plays.${type}.title`)}</BackLink>
      <PageHeader
        title={record.title || t('common.untitled')}
        description={[team?.name, t('common.updated', { date: formatDate(record.updated_at, i18n.language) })].filter(Boolean).join(' · ')}
        actions={
          <>
            <PrintButton source={printPlay(record, videoLinks)} />
            <ShareButton item={{ kind: 'play', id: record.play_id }} links={shareLinks} editable={editable} />
            {editable && type === 'play' && (
              <ButtonLink to={assignPath(record.team_id, { play_id: record.play_id })} variant="outlined" startIcon={<GraduationCap className="size-4" aria-hidden="true" />}>
                {t('common.assignToPlayers')}
              </ButtonLink>
            )}
            {editable && type === 'drill' && (
              <ButtonLink to={addDrillToPlanPath(record.play_id, record.team_id, record.title ?? '')} variant="outlined" startIcon={<CalendarPlus className="size-4" aria-hidden="true" />}>
                {t('practicePlans.addToPlan')}
              </ButtonLink>
            )}
            {editable && (
              <>
                <Button variant="outlined" startIcon={<Pencil className="size-4" aria-hidden="true" />} onClick={() => setRenaming(true)}>
                  {t('common.rename')}
                </Button>
                <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setDeleting(true)}>
                  {t('common.delete')}
                </Button>
                <ButtonLink to={playEditorPath(record.play_id)} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                  {t('plays.openEditor')}
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      {type === 'drill' && <DrillDetailsCard drill={record.data?.settings.drill} />}
      <UploadedVideoContext value={useUploadedVideo}>
        <PlayBody play={record.data} title={record.title} />
      </UploadedVideoContext>
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
        <FormActions onCancel={onClose} submitLabel={t('common.save')} busy={update.isPending} disabled={!draft.trim()} />
      </form>
    </Dialog>
  );
}
