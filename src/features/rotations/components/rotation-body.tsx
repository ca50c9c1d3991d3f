// A rotation's content, read-only: periods, period length, the chart of who is on court when
// (issue 16) and the roster with each player's playing time. One body for the signed-in detail
// screen and a shared rotation.
import { Clock, Repeat, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RotationData } from '../../../../engine/model/rotation';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { checkRotation } from '../../../../engine/rotation/checks';
import { periodLengthLabel, periodsLabel } from './format';
import { RotationTimeline } from './rotation-timeline';
import { USER_TEXT } from '../../../ui/user-text';

export function RotationBody({ data }: { data: RotationData | undefined }) {
  const { t } = useTranslation();
  const players = data?.players ?? [];
  const check = useMemo(() => (data ? checkRotation(data) : null), [data]);
  return (
    <>
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
      {data && check && data.stints.length > 0 && (
        <Card className="mb-6">
          <RotationTimeline data={data} check={check} />
        </Card>
      )}
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
                  <span className="flex-1 font-medium" {...USER_TEXT}>
                    {player.name}
                  </span>
                  <span className="text-muted">{periodLengthLabel(seconds, t)}</span>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </>
  );
}
