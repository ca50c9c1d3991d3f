// A coach's way into the public library: pick a play (or drill) and the team it goes to; the copy
// is an ordinary play of that team, opened at once.
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { useCopyLibraryItem } from '../../../api/library/copy-library-item';
import { useLibrary } from '../../../api/library/get-library';
import { playPath, type PlayType } from '../../../api/plays/keys';
import { useTeamContext } from '../../../api/teams/team-context';
import { canEditTeam } from '../../../api/teams/permissions';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/field';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { SearchField } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { pageCount } from '../../../lib/paged';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { DrillFilterBar } from '../../../ui/drill-filter-bar';
import { hasDrillFilter, type DrillFilter } from '../../../../engine/model/drill-constants';
import { USER_TEXT } from '../../../ui/user-text';

export function LibraryDialog({ type, open, onClose }: { type: PlayType; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Copied into the team worked in (one the coach may write in) until the coach picks another.
  const { teamId: defaultTeamId, teams: editable = [], workedIn } = useTeamContext({ among: canEditTeam });
  const [teamId, setTeamId] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [drillFilter, setDrillFilter] = useState<DrillFilter>({});
  const library = useLibrary({ type, search: search || undefined, drill: type === 'drill' ? drillFilter : undefined, page }, { enabled: open });
  const copy = useCopyLibraryItem();
  const chosenTeam = teamId || defaultTeamId;
  const items = library.data?.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t(`plays.${type}.fromLibrary`)} description={t('plays.libraryDescription')} size="lg">
      <div className="flex flex-col gap-4">
        {copy.isError && <Alert variant="error">{errorText(copy.error)}</Alert>}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('plays.copyToTeam')} value={chosenTeam} onChange={(event) => setTeamId(event.target.value)} required>
            {editable.map((team) => (
              <option key={team.team_id} value={team.team_id}>
                {team.name}
              </option>
            ))}
          </SelectField>
          <div className="flex items-end">
            <SearchField
              label={t('library.search')}
              value={search}
              onChange={(next) => {
                setSearch(next);
                setPage(1);
              }}
            />
          </div>
        </div>
        {type === 'drill' && (
          <DrillFilterBar
            value={drillFilter}
            onChange={(next) => {
              setDrillFilter(next);
              setPage(1);
            }}
          />
        )}
        {library.isPending ? (
          <RowsSkeleton count={3} />
        ) : library.isError ? (
          <Alert variant="error" title={t('common.loadFailed')}>
            {errorText(library.error)}
          </Alert>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{search ? t('common.noResultsFor', { search }) : type === 'drill' && hasDrillFilter(drillFilter) ? t('drills.noMatch') : t(`library.${type}.emptyTitle`)}</p>
        ) : (
          <ul className="grid max-h-[50vh] gap-3 overflow-y-auto sm:grid-cols-2" aria-label={t(`library.${type}.title`)}>
            {items.map((item) => (
              <li key={item.library_play_id} className="flex items-center gap-3 rounded-card border border-line p-2">
                <ItemThumbnail svg={item.thumbnail} className="h-14 w-20 shrink-0 rounded" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium" {...USER_TEXT}>
                  {item.title}
                </span>
                <Button
                  size="small"
                  variant="soft"
                  color="primary"
                  disabled={!chosenTeam}
                  loading={copy.isPending && copy.variables?.itemId === item.library_play_id}
                  startIcon={<Copy className="size-4" aria-hidden="true" />}
                  aria-label={t('plays.copyItem', { name: item.title })}
                  onClick={() =>
                    copy.mutate(
                      { itemId: item.library_play_id, teamId: chosenTeam, idempotencyKey: crypto.randomUUID() },
                      {
                        onSuccess: (play) => {
                          workedIn(play.team_id);
                          toast(t('plays.copiedFromLibrary'), 'success');
                          onClose();
                          navigate(playPath(play));
                        },
                      },
                    )
                  }
                >
                  {t('plays.copy')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {library.data && <Pagination page={page} pages={pageCount(library.data)} onPage={setPage} />}
      </div>
    </Dialog>
  );
}
