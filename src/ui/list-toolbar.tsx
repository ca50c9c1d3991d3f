// The row above every list: search, team filter and (for plays) grid or list view.
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const id = useId();
  // The URL changed the search (back button, a link): show it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    // Never narrower than a word or two: in a row that wraps it takes a line of its own instead.
    <div className="relative min-w-40 flex-1 sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        dir="auto"
        id={id}
        type="search"
        value={draft}
        placeholder={label}
        onChange={(event) => setDraft(event.target.value)}
        className="h-10 w-full rounded-card border border-line bg-surface ps-9 pe-3 text-sm placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-primary/30"
      />
    </div>
  );
}

/** A team the filter offers: the screen that shows the filter loads the teams (the kit fetches nothing). */
export interface TeamOption {
  team_id: string;
  name: string;
}

export function TeamFilter({
  value,
  onChange,
  teams,
  allowAll = true,
}: {
  value: string;
  onChange: (teamId: string) => void;
  /** The coach's teams; undefined while they load. */
  teams: readonly TeamOption[] | undefined;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('common.team')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-56 rounded-card border border-line bg-surface ps-3 pe-8 text-sm focus:border-primary focus:outline-2 focus:outline-primary/30"
      >
        {allowAll && <option value="">{t('common.allTeams')}</option>}
        {teams?.map((team) => (
          <option key={team.team_id} value={team.team_id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ViewToggle({ value, onChange }: { value: 'grid' | 'list'; onChange: (view: 'grid' | 'list') => void }) {
  const { t } = useTranslation();
  const option = (view: 'grid' | 'list', Icon: typeof List, label: string) => (
    <button
      type="button"
      aria-pressed={value === view}
      aria-label={label}
      title={label}
      onClick={() => onChange(view)}
      className={cn('flex size-10 items-center justify-center transition', value === view ? 'bg-primary-soft text-primary-ink' : 'text-muted hover:text-ink')}
    >
      <Icon className="size-[18px]" aria-hidden="true" />
    </button>
  );
  return (
    <div className="flex overflow-hidden rounded-card border border-line bg-surface" role="group" aria-label={t('settings.playsView')}>
      {option('grid', LayoutGrid, t('settings.grid'))}
      {option('list', List, t('settings.list'))}
    </div>
  );
}
