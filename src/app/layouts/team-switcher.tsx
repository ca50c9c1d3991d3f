// The team context in the shell (issue 32): the team the coach works in, shown in the header, and
// the one place to work in another. Every list and every New … dialog follows it
// (api/teams/team-context.ts). Hidden until the coach has a team.
import { Check, ChevronDown, Settings2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTeamContext } from '../../api/teams/team-context';
import { cn } from '../../ui/cn';
import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/menu';
import { USER_TEXT } from '../../ui/user-text';

export function TeamSwitcher() {
  const { t } = useTranslation();
  const { team, teams, setTeam } = useTeamContext();
  if (!team || !teams) return null;
  const itemClass = 'flex w-full items-center gap-3 rounded-card px-3 py-2 text-start text-sm data-focus:bg-line/40';
  return (
    <Menu>
      <MenuButton
        aria-label={t('nav.currentTeam', { name: team.name })}
        data-testid="team-switcher"
        className="flex h-10 max-w-36 min-w-0 items-center gap-1.5 rounded-card border border-line bg-surface px-2.5 text-sm font-medium hover:bg-line/30 focus-visible:outline-2 focus-visible:outline-primary 2xl:max-w-56"
      >
        <Users className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <span className="truncate" {...USER_TEXT}>{team.name}</span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-64 rounded-card bg-surface p-2 text-ink shadow-popover focus:outline-none">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold text-muted">{t('nav.switchTeam')}</p>
        {teams.map((candidate) => {
          const current = candidate.team_id === team.team_id;
          return (
            <MenuItem key={candidate.team_id}>
              <button type="button" className={cn(itemClass, current && 'font-semibold')} aria-current={current ? 'true' : undefined} onClick={() => setTeam(candidate.team_id)}>
                <Check className={cn('size-4 shrink-0 text-primary', !current && 'invisible')} aria-hidden="true" />
                <span className="truncate" {...USER_TEXT}>{candidate.name}</span>
              </button>
            </MenuItem>
          );
        })}
        <div className="mt-1 border-t border-line pt-1">
          <MenuItem>
            <Link to="/dashboard/settings/teams" className={itemClass}>
              <Settings2 className="size-4 text-muted" aria-hidden="true" /> {t('nav.manageTeams')}
            </Link>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
