import { ArrowLeft, Clock, Link2, PenTool, Repeat, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../data/api-client';
import { useCreateShareLink } from '../../../data/share';
import { canEditTeam, useTeams } from '../../../data/teams';
import { copyText } from '../../../lib/clipboard';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useDeleteRotation } from '../api/delete-rotation';
import { useRotation } from '../api/get-rotation';
import { periodLengthLabel, periodsLabel } from '../components/format';

export default function RotationDetailRoute() {
  const { t } = useTranslation();
  const { rotationId = '' } = useParams();
  const navigate = useNavigate();
  const rotation = useRotation(rotationId);
  const teams = useTeams();
  const share = useCreateShareLink();
  const remove = useDeleteRotation();
  const [confirming, setConfirming] = useState(false);

  if (rotation.isPending) return <RowsSkeleton />;
  if (rotation.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<ButtonLink to="/dashboard/rotations" size="small">{t('common.back')}</ButtonLink>}>
        {errorText(rotation.error)}
      </Alert>
    );
  }
  const record = rotation.data;
  const data = record.data;
  const editable = canEditTeam(teams.data?.find((team) => team.team_id === record.team_id));
  const players = data?.players ?? [];

  return (
    <>
      <ButtonLink to="/dashboard/rotations" variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />} className="-ms-2 mb-2">
        {t('rotations.title')}
      </ButtonLink>
      <PageHeader
        icon={<Repeat aria-hidden="true" />}
        title={data?.title || record.title || t('common.untitled')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<Link2 className="size-4" aria-hidden="true" />}
              onClick={() =>
                share.mutate(
                  { kind: 'rotation', id: record.rotation_id },
                  {
                    onSuccess: (link) => copyText(link.url).then(() => toast(t('common.linkCopied'), 'success'), () => toast(link.url, 'info')),
                    onError: (error) => toast(errorText(error), 'error'),
                  },
                )
              }
            >
              {t('common.share')}
            </Button>
            {editable && (
              <>
                <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)}>
                  {t('common.delete')}
                </Button>
                <ButtonLink to={`/dashboard/rotation-editor?rotation_id=${encodeURIComponent(record.rotation_id)}`} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                  {t('common.edit')}
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <Card className="flex items-center gap-3">
          <Repeat className="size-6 text-primary-ink" aria-hidden="true" />
          <div>
            <p className="text-xs text-muted">{t('rotations.periods')}</p>
            <p className="font-semibold">{periodsLabel(data?.periods ?? 4, t)}</p>
          </div>
        </Card>
        <Card className="flex items-center gap-3">
          <Clock className="size-6 text-primary-ink" aria-hidden="true" />
          <div>
            <p className="text-xs text-muted">{t('rotations.length')}</p>
            <p className="font-semibold">{periodLengthLabel(data?.periodLength ?? 0, t)}</p>
          </div>
        </Card>
      </div>
      {players.length === 0 ? (
        <EmptyState icon={<Users />} title={t('rotations.noPlayers')} description={t('rotations.noPlayersDescription')} />
      ) : (
        <Card>
          <h2 className="mb-3 font-semibold">{t('rotations.roster', { count: players.length })}</h2>
          <ul className="divide-y divide-line">
            {players.map((player) => {
              const seconds = (data?.stints ?? []).filter((stint) => stint.playerId === player.id).reduce((sum, stint) => sum + (stint.end - stint.start), 0);
              return (
                <li key={player.id} className="flex items-center gap-3 py-2 text-sm">
                  <span className="flex size-8 items-center justify-center rounded-full bg-[#454f5b] text-xs font-bold text-white">{player.number}</span>
                  <span className="flex-1 font-medium">{player.name}</span>
                  <span className="text-muted">{periodLengthLabel(seconds, t)}</span>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
        title={t('rotations.deleteTitle')}
        description={t('common.cannotUndo')}
        confirmLabel={t('common.delete')}
        onConfirm={() =>
          remove.mutate(record.rotation_id, {
            onSuccess: () => {
              toast(t('rotations.deleted'), 'success');
              navigate('/dashboard/rotations');
            },
            onError: (error) => toast(errorText(error), 'error'),
          })
        }
      />
    </>
  );
}
