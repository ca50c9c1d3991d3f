import { Clock, Repeat, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canEditTeam, useTeams } from '../../../data/teams';
import { Card } from '../../../ui/card';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { EmptyState } from '../../../ui/empty-state';
import { useDeleteRotation } from '../api/delete-rotation';
import { useRotation } from '../api/get-rotation';
import { periodLengthLabel, periodsLabel } from '../components/format';

export default function RotationDetailRoute() {
  const { t } = useTranslation();
  const { rotationId = '' } = useParams();
  const rotation = useRotation(rotationId);
  const teams = useTeams();
  const remove = useDeleteRotation();

  return (
    <DetailScreen query={rotation} back={{ to: '/dashboard/rotations', label: t('rotations.title') }}>
      {(record) => {
        const data = record.data;
        const players = data?.players ?? [];
        return (
          <>
            <DetailHeader
              icon={<Repeat aria-hidden="true" />}
              title={data?.title || record.title}
              share={{ kind: 'rotation', id: record.rotation_id }}
              editable={canEditTeam(teams.data?.find((team) => team.team_id === record.team_id))}
              editTo={`/dashboard/rotation-editor?rotation_id=${encodeURIComponent(record.rotation_id)}`}
              remove={{
                title: t('rotations.deleteTitle'),
                description: t('common.cannotUndo'),
                done: t('rotations.deleted'),
                goTo: '/dashboard/rotations',
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(record.rotation_id, callbacks),
              }}
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
          </>
        );
      }}
    </DetailScreen>
  );
}
