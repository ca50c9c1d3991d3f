// A team's roster (issue 16), edited in the team settings and from the rotation editor: each
// player's jersey number (text: '0' and '00' differ), name, positions 1 to 5 and whether active.
// The kit fetches nothing: the screen hands it the roster and what to do with a change (the
// roster's hooks, src/api/teams/roster.ts, put every change through the offline queue).
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROSTER_POSITIONS } from '../../engine/api/records';
import { MAX_JERSEY_LENGTH, MAX_PLAYER_NAME_LENGTH, MAX_ROSTER_PLAYERS } from '../../engine/limits';
import type { TeamPlayerRecord } from '../../engine/api/records';
import { addTexts, byLanguage } from '../lib/i18n';
import english from '../lib/locales/on-demand/roster.en';
import { Alert } from './alert';
import { Button, IconButton } from './button';
import { cn } from './cn';
import { RowsSkeleton } from './skeleton';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/roster.*.ts', '!**/*.en.ts'], { import: 'default' })));

/** A roster player as shown: the record, `synced: false` while a change waits in the queue. */
export type RosterEntry = TeamPlayerRecord & { synced?: boolean };
export type RosterFields = Pick<RosterEntry, 'name' | 'number' | 'positions' | 'active'>;

export interface RosterPanelProps {
  /** Undefined while loading. */
  players: readonly RosterEntry[] | undefined;
  /** Why the roster could not be loaded. */
  error: string | null;
  editable: boolean;
  onCreate(fields: Omit<RosterFields, 'active'>): void;
  onChange(playerId: string, fields: Partial<RosterFields>): void;
  onRemove(playerId: string): void;
}

/** Digits only, as printed on a jersey. */
const JERSEY_PATTERN = '[0-9]*';
const INPUT = 'h-11 rounded-card border border-line bg-surface px-2 text-sm focus:border-primary';

export function RosterPanel({ players, error, editable, onCreate, onChange, onRemove }: RosterPanelProps) {
  const { t } = useTranslation();
  if (error) return <Alert variant="error">{error}</Alert>;
  if (!players) return <RowsSkeleton count={3} />;
  return (
    <div className="flex flex-col gap-3" data-testid="roster">
      {players.length === 0 ? (
        <p className="text-sm text-muted">{t('roster.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {players.map((player) => (
            <PlayerRow key={player.player_id} player={player} editable={editable} onChange={(fields) => onChange(player.player_id, fields)} onRemove={() => onRemove(player.player_id)} />
          ))}
        </ul>
      )}
      {editable && players.length < MAX_ROSTER_PLAYERS && <NewPlayerForm onCreate={onCreate} />}
    </div>
  );
}

function PositionToggles({ name, positions, disabled, onChange }: { name: string; positions: readonly number[]; disabled: boolean; onChange: (positions: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1" role="group" aria-label={t('roster.positions')}>
      {ROSTER_POSITIONS.map((position) => {
        const on = positions.includes(position);
        return (
          <button
            key={position}
            type="button"
            disabled={disabled}
            aria-pressed={on}
            // The visible short name leads the accessible name (WCAG 2.5.3); a player still unnamed has none.
            aria-label={t(name ? 'roster.positionOf' : 'roster.positionNew', { short: t(`roster.short.${position}`), position: t(`roster.position.${position}`), name })}
            title={t(`roster.position.${position}`)}
            className={cn('h-11 min-w-9 rounded-card border px-1 text-xs font-semibold touch:min-w-11', on ? 'border-primary-strong bg-primary-strong text-white' : 'border-line bg-surface text-muted')}
            onClick={() => onChange(on ? positions.filter((p) => p !== position) : [...positions, position])}
          >
            {t(`roster.short.${position}`)}
          </button>
        );
      })}
    </div>
  );
}

function PlayerRow({ player, editable, onChange: change, onRemove }: { player: RosterEntry; editable: boolean; onChange: (fields: Partial<RosterFields>) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={cn('flex flex-wrap items-center gap-2 py-2', !player.active && 'opacity-70')} data-testid="roster-player">
      <input
        dir="auto"
        key={`number-${player.number}`}
        defaultValue={player.number}
        readOnly={!editable}
        inputMode="numeric"
        pattern={JERSEY_PATTERN}
        maxLength={MAX_JERSEY_LENGTH}
        aria-label={`${t('roster.number')}: ${player.name}`}
        className={cn(INPUT, 'w-16 text-center font-bold')}
        onBlur={(event) => {
          const number = event.target.value.trim();
          if (number !== player.number && /^[0-9]*$/.test(number)) change({ number });
        }}
      />
      <input
        dir="auto"
        key={`name-${player.name}`}
        defaultValue={player.name}
        readOnly={!editable}
        maxLength={MAX_PLAYER_NAME_LENGTH}
        aria-label={`${t('roster.name')}: ${player.name}`}
        className={cn(INPUT, 'min-w-0 flex-1 basis-40')}
        onBlur={(event) => {
          const name = event.target.value.trim();
          if (name && name !== player.name) change({ name });
        }}
      />
      <PositionToggles name={player.name} positions={player.positions} disabled={!editable} onChange={(positions) => change({ positions })} />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={player.active} disabled={!editable} aria-label={t('roster.activeFor', { name: player.name })} onChange={(event) => change({ active: event.target.checked })} />
        <span aria-hidden="true">{t('roster.active')}</span>
      </label>
      {player.synced === false && <span className="text-xs text-muted">{t('roster.notSynced')}</span>}
      {editable && (
        <IconButton className="touch:size-11" label={t('roster.remove', { name: player.name })} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      )}
    </li>
  );
}

function NewPlayerForm({ onCreate }: { onCreate: RosterPanelProps['onCreate'] }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [positions, setPositions] = useState<number[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !/^[0-9]*$/.test(number)) return;
    onCreate({ name: name.trim(), number: number.trim(), positions });
    setName('');
    setNumber('');
    setPositions([]);
  };
  return (
    <form className="flex flex-wrap items-end gap-2 border-t border-line pt-3" onSubmit={submit} aria-label={t('roster.add')}>
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('roster.number')}
        <input dir="auto" value={number} onChange={(event) => setNumber(event.target.value)} inputMode="numeric" pattern={JERSEY_PATTERN} maxLength={MAX_JERSEY_LENGTH} title={t('roster.numberHint')} className={cn(INPUT, 'w-16 text-center')} data-testid="new-player-number" />
      </label>
      <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1 text-xs font-medium">
        {t('roster.name')}
        <input dir="auto" value={name} onChange={(event) => setName(event.target.value)} maxLength={MAX_PLAYER_NAME_LENGTH} required className={INPUT} data-testid="new-player-name" />
      </label>
      <PositionToggles name={name} positions={positions} disabled={false} onChange={setPositions} />
      <Button type="submit" variant="outlined" className="min-h-11" startIcon={<Plus className="size-4" aria-hidden="true" />}>
        {t('roster.add')}
      </Button>
    </form>
  );
}
