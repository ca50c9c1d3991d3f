// A player's part written out (issue 35), phase by phase, from the engine's actions: "Cut → corner",
// "Catch the pass from 1". The phase on the court is marked; each phase can be opened from here.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { playerPart, type PartStep, type PlayData } from '../../../../engine/index';
import { cn } from '../../../ui/cn';

function stepText(step: PartStep, t: TFunction): string {
  switch (step.kind) {
    case 'cut':
    case 'screen':
    case 'dribble':
      return t(`study.step.${step.kind}`, { spot: t(`study.spot.${step.spot}`) });
    case 'pass':
    case 'handoff':
      return t(`study.step.${step.kind}`, { to: step.to });
    case 'shot':
      return t('study.step.shot');
    case 'receive':
      return t(step.via === 'pass' ? 'study.step.receivePass' : 'study.step.receiveHandoff', { from: step.from });
  }
}

export function PartList({ play, markerId, phaseIndex, onPhase }: { play: PlayData; markerId: string; phaseIndex: number; onPhase: (index: number) => void }) {
  const { t } = useTranslation();
  const part = useMemo(() => playerPart(play, markerId), [play, markerId]);
  return (
    <ol className="flex flex-col gap-2" data-testid="your-part">
      {part.map(({ phaseIndex: index, steps }) => (
        <li key={index}>
          <button
            type="button"
            aria-current={index === phaseIndex ? 'step' : undefined}
            onClick={() => onPhase(index)}
            className={cn('w-full rounded-card p-3 text-start text-sm', index === phaseIndex ? 'bg-primary-soft' : 'bg-raised hover:bg-primary-soft/60')}
          >
            <span className="block font-semibold">{t('study.play.partIn', { n: index + 1 })}</span>
            <span className="mt-1 block">{steps.length === 0 ? t('study.play.nothing') : steps.map((step) => stepText(step, t)).join(' · ')}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
