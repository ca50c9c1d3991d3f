// Each player's minutes under the grid, with the least and most minutes a coach sets for them.
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { formatGameTime } from '../../../../engine/rotation/describe-unmet';
import { isAvailable } from '../../../../engine/rotation/fair-minutes';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { runCommand } from '../../../editor-kit/commands';
import { rotationCommands } from './commands';
import { minutesOf, secondsOfMinutes } from './minutes-fields';
import type { RotationEditor } from './rotation-store';
import { useRotationCheck } from './use-rotation-check';
import { UserText } from '../../../ui/user-text';

export function MinutesPanel({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const check = useRotationCheck(editor);
  const periods = useStore(editor.store, (s) => s.doc.data.periods);
  const players = useStore(editor.store, (s) => s.doc.data.players);
  const editable = useStore(editor.store, (s) => s.editable);
  const byId = new Map(players.map((player) => [player.id, player]));
  const setBound = (playerId: string, key: 'minSeconds' | 'maxSeconds', text: string) => {
    const seconds = secondsOfMinutes(text);
    if (byId.get(playerId)?.[key] !== seconds) runCommand(editor, rotationCommands.setBounds, { playerId, bounds: { [key]: seconds } });
  };
  return (
    <Card className="overflow-x-auto">
      <h2 className="mb-2 font-semibold">{t('rotationEditor.minutes.heading')}</h2>
      <table className="w-full text-sm" data-testid="minutes">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-1 text-start">{t('rotationEditor.minutes.player')}</th>
            <th className="text-end">{t('rotationEditor.minutes.total')}</th>
            {Array.from({ length: periods }, (_, i) => (
              <th key={i} className="text-end">
                {t('rotationEditor.minutes.period', { n: i + 1 })}
              </th>
            ))}
            <th className="text-end">{t('rotationEditor.minutes.longestOn')}</th>
            <th className="text-end">{t('rotationEditor.minutes.longestOff')}</th>
            <th className="text-end">{t('rotationEditor.minutes.min')}</th>
            <th className="text-end">{t('rotationEditor.minutes.max')}</th>
          </tr>
        </thead>
        <tbody>
          {check.players.map((time) => {
            const player = byId.get(time.playerId);
            if (!player || (!isAvailable(player) && time.total === 0)) return null;
            return (
              <tr key={time.playerId} className="border-t border-line" data-testid={`minutes-${time.playerId}`}>
                <td className="py-1">
                  <UserText>{player.name}</UserText>
                </td>
                <td className="text-end font-semibold" data-testid="total">
                  {formatGameTime(time.total)}
                </td>
                {time.perPeriod.map((seconds, i) => (
                  <td key={i} className="text-end">
                    {formatGameTime(seconds)}
                  </td>
                ))}
                <td className="text-end">{formatGameTime(time.longestOnCourt)}</td>
                <td className="text-end">{formatGameTime(time.longestOnBench)}</td>
                {(['minSeconds', 'maxSeconds'] as const).map((key) => (
                  <td key={key} className="text-end">
                    <input
                      key={`${key}-${player[key] ?? ''}`}
                      type="number"
                      min={0}
                      step={1}
                      readOnly={!editable}
                      aria-label={t(key === 'minSeconds' ? 'rotationEditor.players.minMinutes' : 'rotationEditor.players.maxMinutes', { name: player.name })}
                      className={cn('h-9 w-16 rounded border border-line bg-surface px-1 text-end')}
                      defaultValue={minutesOf(player[key])}
                      onBlur={(event) => setBound(player.id, key, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
