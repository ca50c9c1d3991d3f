// What "Plan fair minutes" could not meet, in the coach's language.
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { formatGameTime } from '../../../../engine/rotation/describe-unmet';
import type { UnmetTarget } from '../../../../engine/rotation/planner';
import type { RotationEditor } from './rotation-store';

export function PlanUnmet({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const unmet = useStore(editor.store, (s) => s.unmet);
  const players = useStore(editor.store, (s) => s.doc.data.players);
  if (!unmet) return null;
  if (unmet.length === 0) {
    return (
      <p role="status" className="mb-3 rounded-card bg-success-soft p-3 text-sm" data-testid="plan-done">
        {t('rotationEditor.notices.planned')}
      </p>
    );
  }
  const nameOf = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  return (
    <div role="status" className="mb-3 rounded-card bg-warning-soft p-3 text-sm" data-testid="plan-unmet">
      <p className="mb-1 font-semibold">{t('rotationEditor.plan.heading')}</p>
      <ul className="list-disc ps-5">
        {unmet.map((reason, i) => (
          <li key={i}>{t(`rotationEditor.plan.unmet.${reason.code}`, unmetValues(reason, nameOf))}</li>
        ))}
      </ul>
    </div>
  );
}

/** A reason's values as its text names them, times as a game clock reads. */
export function unmetValues(reason: UnmetTarget, nameOf: (id: string) => string): Record<string, string | number> {
  const time = formatGameTime;
  switch (reason.code) {
    case 'invalid-game':
      return {};
    case 'too-few-players':
      return { available: reason.available, needed: reason.needed };
    case 'invalid-step':
      return { step: reason.step };
    case 'duplicate-player':
      return { name: nameOf(reason.playerId) };
    case 'lock-ignored':
      return { name: nameOf(reason.playerId), period: reason.period };
    case 'too-many-locked':
      return { count: reason.count, period: reason.period, start: time(reason.start), end: time(reason.end) };
    case 'limits-conflict':
      return { name: nameOf(reason.playerId), min: time(reason.min), max: time(reason.max) };
    case 'minimums-too-high':
      return { total: time(reason.totalMinimum), court: time(reason.courtSeconds) };
    case 'maximums-too-low':
      return { total: time(reason.totalMaximum), court: time(reason.courtSeconds) };
    case 'target-missed':
      return { name: nameOf(reason.playerId), planned: time(reason.planned), target: time(reason.target) };
    case 'minimum-missed':
      return { name: nameOf(reason.playerId), planned: time(reason.planned), min: time(reason.minimum) };
    case 'maximum-exceeded':
      return { name: nameOf(reason.playerId), planned: time(reason.planned), max: time(reason.maximum) };
    case 'bench-stretch-exceeded':
      return { name: nameOf(reason.playerId), longest: time(reason.longest), limit: time(reason.maxBenchStretch) };
  }
}
