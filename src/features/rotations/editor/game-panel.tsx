// The game's settings beside the grid: periods, their length, the steps and the longest bench stretch.
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { MAX_PERIOD_SECONDS } from '../../../../engine/limits';
import { DEFAULT_CHANGE_STEP, DEFAULT_SNAP_STEP, STEP_CHOICES } from '../../../../engine/rotation/fair-minutes';
import { Card } from '../../../ui/card';
import { runCommand } from '../../../editor-kit/commands';
import { rotationCommands } from './commands';
import { SELECT, minutesOf, secondsOfMinutes } from './minutes-fields';
import type { GameSettings, RotationEditor } from './rotation-store';

/** The snap steps a coach picks from: half a minute or a minute (issue 16). */
const SNAP_CHOICES: readonly number[] = [30, 60];

export function GamePanel({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const game = useStore(
    editor.store,
    useShallow(({ doc: { data } }) => ({ periods: data.periods, periodLength: data.periodLength, snapStep: data.snapStep, changeStep: data.changeStep, maxBenchStretch: data.maxBenchStretch })),
  );
  const editable = useStore(editor.store, (s) => s.editable);
  const setGame = (settings: GameSettings) => runCommand(editor, rotationCommands.setGame, { game: settings });
  const stepLabel = (seconds: number) => (seconds < 60 ? t('rotationEditor.game.seconds', { n: seconds }) : t('rotationEditor.game.minutes', { n: seconds / 60 }));
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t('rotationEditor.game.heading')}</h2>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.periods')}
          <select className={SELECT} disabled={!editable} value={game.periods} onChange={(event) => setGame({ periods: Number(event.target.value) === 2 ? 2 : 4 })}>
            <option value={2}>{t('rotationEditor.game.halves')}</option>
            <option value={4}>{t('rotationEditor.game.quarters')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.periodLength')}
          <input
            key={game.periodLength}
            type="number"
            min={1}
            max={MAX_PERIOD_SECONDS / 60}
            step={0.5}
            className={SELECT}
            readOnly={!editable}
            defaultValue={minutesOf(game.periodLength)}
            onBlur={(event) => {
              const seconds = secondsOfMinutes(event.target.value);
              if (seconds !== undefined && seconds > 0 && seconds <= MAX_PERIOD_SECONDS && seconds !== game.periodLength) setGame({ periodLength: seconds });
              else event.target.value = minutesOf(game.periodLength);
            }}
          />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.snapStep')}
          <select className={SELECT} disabled={!editable} value={game.snapStep ?? DEFAULT_SNAP_STEP} onChange={(event) => setGame({ snapStep: Number(event.target.value) })}>
            {SNAP_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {stepLabel(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.changeStep')}
          <select className={SELECT} disabled={!editable} value={game.changeStep ?? DEFAULT_CHANGE_STEP} onChange={(event) => setGame({ changeStep: Number(event.target.value) })}>
            {STEP_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {stepLabel(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-2 flex flex-col gap-1 font-medium">
          {t('rotationEditor.game.maxBench')}
          <input
            key={game.maxBenchStretch ?? 'none'}
            type="number"
            min={1}
            step={1}
            className={SELECT}
            readOnly={!editable}
            placeholder={t('rotationEditor.game.maxBenchHint')}
            defaultValue={minutesOf(game.maxBenchStretch)}
            onBlur={(event) => {
              const seconds = secondsOfMinutes(event.target.value);
              if (seconds !== game.maxBenchStretch) setGame({ maxBenchStretch: seconds && seconds > 0 ? seconds : undefined });
            }}
          />
        </label>
      </div>
    </Card>
  );
}
