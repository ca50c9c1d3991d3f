// Who is in this rotation and available, and the team's roster players to add (or edit).
import { Plus, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { RosterPlayer } from '../../../../engine/model/rotation';
import { isAvailable } from '../../../../engine/rotation/fair-minutes';
import type { TeamPlayer } from '../../../api/teams/keys';
import { useRosterEditing } from '../../../api/teams/roster';
import { errorText } from '../../../lib/api-error';
import { Button, IconButton } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { RosterPanel } from '../../../ui/roster-panel';
import { toast } from '../../../ui/toast';
import { runCommand } from '../../../editor-kit/commands';
import { rotationCommands } from './commands';
import type { RotationEditor } from './rotation-store';
import { USER_TEXT } from '../../../ui/user-text';

/** A team player as a rotation keeps them: a snapshot, the main position first. */
export const snapshotOf = (player: TeamPlayer): RosterPlayer => ({ id: player.player_id, name: player.name, number: player.number, position: player.positions[0] ?? null });

export function PlayersPanel({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const players = useStore(editor.store, (s) => s.doc.data.players);
  const editable = useStore(editor.store, (s) => s.editable);
  const teamId = useStore(editor.store, (s) => s.meta.teamId);
  const roster = useRosterEditing(teamId, (error) => toast(t('roster.failed', { error: errorText(error) }), 'error'));
  const inRotation = new Set(players.map((player) => player.id));
  const addable = (roster.players ?? []).filter((player) => player.active && !inRotation.has(player.player_id));
  const add = (players: readonly TeamPlayer[]) => runCommand(editor, rotationCommands.addPlayers, { players: players.map(snapshotOf) });
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t('rotationEditor.players.heading')}</h2>
      {players.length === 0 ? (
        <p className="mb-3 text-sm text-muted">{t('rotationEditor.players.empty')}</p>
      ) : (
        <ul className="mb-3 divide-y divide-line" data-testid="rotation-players">
          {players.map((player) => (
            <li key={player.id} className="flex items-center gap-2 py-1 text-sm">
              <label className="flex min-h-11 flex-1 items-center gap-2">
                <input type="checkbox" disabled={!editable} checked={isAvailable(player)} aria-label={t('rotationEditor.players.availableFor', { name: player.name })} onChange={(event) => runCommand(editor, rotationCommands.setAvailable, { playerId: player.id, available: event.target.checked })} />
                <span className="w-8 text-end font-bold">{player.number}</span>
                <span className="truncate" {...USER_TEXT}>
                  {player.name}
                </span>
              </label>
              {editable && (
                <IconButton className="touch:size-11" label={t('rotationEditor.players.remove', { name: player.name })} onClick={() => runCommand(editor, rotationCommands.removePlayer, { playerId: player.id })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <h3 className="text-sm font-semibold">{t('rotationEditor.players.fromRoster')}</h3>
          {addable.length === 0 ? (
            <p className="text-xs text-muted">{t('rotationEditor.players.allAdded')}</p>
          ) : (
            <>
              <Button variant="outlined" className="min-h-11" startIcon={<Users className="size-4" aria-hidden="true" />} onClick={() => add(addable)}>
                {t('rotationEditor.players.addAll')}
              </Button>
              <ul className="flex flex-wrap gap-1">
                {addable.map((player) => (
                  <li key={player.player_id}>
                    <Button size="small" variant="soft" className="min-h-11" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => add([player])}>
                      {t('rotationEditor.players.add', { name: player.number ? `#${player.number} ${player.name}` : player.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <details className="mt-2">
            <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary-ink">{t('rotationEditor.players.editRoster')}</summary>
            <RosterPanel {...roster} error={roster.error && errorText(roster.error)} editable={editable} />
          </details>
        </div>
      )}
    </Card>
  );
}
