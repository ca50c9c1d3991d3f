// The live checks under the grid: five on court, a ball handler on court, no one booked twice.
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ballHandlerStatus } from '../../../../engine/rotation/checks';
import { formatGameTime } from '../../../../engine/rotation/describe-unmet';
import { Card } from '../../../ui/card';
import { usePeriodName } from '../components/rotation-timeline';
import type { RotationEditor } from './rotation-store';
import { useRotationCheck } from './use-rotation-check';

export function ChecksPanel({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const check = useRotationCheck(editor);
  const periods = useStore(editor.store, (s) => s.doc.data.periods);
  const players = useStore(editor.store, (s) => s.doc.data.players);
  const periodName = usePeriodName(periods);
  const nameOf = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  const span = (m: { period: number; start: number; end: number }) => ({ period: periodName(m.period), start: formatGameTime(m.start), end: formatGameTime(m.end) });
  const fiveOk = check.wrongCount.length === 0;
  const handlerOk = ballHandlerStatus(check) === 'passed';
  return (
    <Card aria-labelledby="checks-heading" data-testid="checks">
      <h2 id="checks-heading" className="mb-2 font-semibold">
        {t('rotationEditor.checks.heading')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        <li data-testid="check-five" data-ok={fiveOk} className={fiveOk ? 'text-success' : 'text-error'}>
          {fiveOk ? `✓ ${t('rotationEditor.checks.fiveOk')}` : null}
        </li>
        {check.wrongCount.map((moment) => (
          <li key={`${moment.period}-${moment.start}`} className="text-error" data-testid="check-wrong-count">
            {t('rotationEditor.checks.wrongCount', { count: moment.count, ...span(moment) })}
          </li>
        ))}
        <li data-testid="check-ball-handler" data-ok={handlerOk} className={handlerOk ? 'text-success' : 'text-warning'}>
          {handlerOk ? `✓ ${t('rotationEditor.checks.ballHandlerOk')}` : null}
        </li>
        {check.noBallHandler.map((moment) => (
          <li key={`${moment.period}-${moment.start}`} className="text-warning">
            {t('rotationEditor.checks.noBallHandler', span(moment))}
          </li>
        ))}
        {/* Nobody on court: the check could not fail there, so it is not shown as passed. */}
        {check.empty.map((moment) => (
          <li key={`${moment.period}-${moment.start}`} className="text-muted" data-testid="check-ball-handler-unchecked">
            {t('rotationEditor.checks.ballHandlerUnchecked', span(moment))}
          </li>
        ))}
        {check.doubleBooked.map((booking, i) => (
          <li key={i} className="text-error">
            {t('rotationEditor.checks.doubleBooked', { name: nameOf(booking.playerId), ...span(booking) })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
