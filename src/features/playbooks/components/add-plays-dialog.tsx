// The playbook editor's "Add plays": the team's plays and drills, or the public library's, searched,
// filtered and chosen several at once. A library entry is copied into the team first, so a playbook
// only ever holds its team's own plays; what fails to copy is said, stays chosen and is not added.
// With `only="drill"` it is a drill picker (the practice planner's): drills alone, with the drill filters.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId, useState, type ReactNode } from 'react';
import { hasDrillFilter, type DrillFilter } from '../../../../engine/model/drill-constants';
import { useTranslation } from 'react-i18next';
import { MAX_OBJECTS_PER_CHAPTER } from '../../../../engine/limits';
import { useCopyLibraryItem } from '../../../api/library/copy-library-item';
import { useLibrary } from '../../../api/library/get-library';
import { usePlays } from '../../../api/plays/get-plays';
import { playThumbnail, type PlayType } from '../../../api/plays/keys';
import { errorText } from '../../../lib/api-error';
import { isOnline, useOnline } from '../../../data/offline';
import { pageCount, type Paged } from '../../../lib/paged';
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/add-plays.en';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Dialog } from '../../../ui/dialog';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { SearchField } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RowsSkeleton } from '../../../ui/skeleton';
import { DrillFilterBar } from '../../../ui/drill-filter-bar';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/add-plays.*.ts', '!**/*.en.ts'], { import: 'default' })));

type Source = 'team' | 'library';
const SOURCES: readonly Source[] = ['team', 'library'];
type Kind = 'all' | PlayType;

/** A play or drill the coach may choose, from either source. */
interface Choosable {
  id: string;
  title: string;
  type: PlayType;
  thumbnail: string | null;
}

/**
 * What the coach chose. A library entry keeps one idempotency key for all its tries, so a retry
 * after a lost answer gets the copy already made instead of a second one.
 */
type Choice = { source: 'team'; id: string; title: string } | { source: 'library'; id: string; title: string; idempotencyKey: string };

interface CopyFailure {
  key: string;
  title: string;
  error: string;
}

const choiceKey = (source: Source, id: string) => `${source}:${id}`;

/** A source's list: Headless UI lets Tab stop on it, so it shows a ring there like every control (issue 36). */
const LIST_PANEL = 'flex min-h-0 flex-1 flex-col rounded-card p-0.5 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary';

export interface AddPlaysDialogProps {
  open: boolean;
  onClose: () => void;
  teamId: string;
  /** The chosen plays as the team's own, in the order chosen (library entries as their new copies). */
  onAdd: (plays: { play_id: string; title: string }[]) => void;
  /** How many may be chosen at once: by default as many as a chapter holds. */
  maxToAdd?: number;
  /** Drills only: the play/drill switch gives way to the drill filters. */
  only?: 'drill';
}

export function AddPlaysDialog({ open, onClose, teamId, onAdd, maxToAdd = MAX_OBJECTS_PER_CHAPTER, only }: AddPlaysDialogProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const copy = useCopyLibraryItem();
  const [source, setSource] = useState<Source>('team');
  const [search, setSearch] = useState('');
  const [chosenKind, setKind] = useState<Kind>('all');
  const kind: Kind = only ?? chosenKind;
  const [drillFilter, setDrillFilter] = useState<DrillFilter>({});
  const [pages, setPages] = useState<Record<Source, number>>({ team: 1, library: 1 });
  const [chosen, setChosen] = useState<ReadonlyMap<string, Choice>>(new Map());
  const [refused, setRefused] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<CopyFailure[]>([]);
  const busy = progress !== null;

  // Each opening starts afresh: nothing chosen, no old error.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setChosen(new Map());
      setFailures([]);
      setRefused(false);
    }
  }

  const filter = { search: search || undefined, type: kind === 'all' ? undefined : kind, drill: kind === 'drill' ? drillFilter : undefined };
  const chooseFilter = (next: () => void) => {
    next();
    setPages({ team: 1, library: 1 });
  };

  const toggle = (source: Source, item: Choosable) => {
    const key = choiceKey(source, item.id);
    const next = new Map(chosen);
    if (next.delete(key)) {
      setRefused(false);
    } else if (next.size >= maxToAdd) {
      setRefused(true);
      return;
    } else {
      const { id, title } = item;
      next.set(key, source === 'team' ? { source, id, title } : { source, id, title, idempotencyKey: crypto.randomUUID() });
    }
    setChosen(next);
  };

  const close = () => {
    // The copies under way finish and are added: closing now would lose them.
    if (!busy) onClose();
  };

  async function add() {
    const picks = [...chosen.entries()];
    const added: { play_id: string; title: string }[] = [];
    const failed: CopyFailure[] = [];
    const total = picks.filter(([, pick]) => pick.source === 'library').length;
    setFailures([]);
    setProgress({ done: 0, total });
    // One after another: the progress counts them, and the playbook keeps the order they were chosen in.
    for (const [key, pick] of picks) {
      if (pick.source === 'team') {
        added.push({ play_id: pick.id, title: pick.title });
        continue;
      }
      try {
        // A copy is made by the server: offline it would wait unseen in the queue, so it is refused now.
        if (!isOnline()) throw new Error(t('addPlays.notCopiedOffline'));
        const play = await copy.mutateAsync({ itemId: pick.id, teamId, idempotencyKey: pick.idempotencyKey });
        added.push({ play_id: play.play_id, title: play.title });
      } catch (error) {
        failed.push({ key, title: pick.title, error: errorText(error) });
      }
      setProgress((current) => current && { ...current, done: current.done + 1 });
    }
    setProgress(null);
    if (added.length > 0) onAdd(added);
    setChosen(new Map(picks.filter(([key]) => failed.some((failure) => failure.key === key))));
    setFailures(failed);
    setRefused(false);
    if (failed.length === 0) onClose();
  }

  const libraryChosen = [...chosen.values()].some((choice) => choice.source === 'library');
  const listProps = { chosen, onToggle: toggle, disabled: busy, searched: search || undefined, filtered: kind === 'drill' && hasDrillFilter(drillFilter) };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={only ? t('addPlays.drillsTitle') : t('addPlays.title')}
      description={only ? t('addPlays.drillsDescription') : t('addPlays.description')}
      size="lg"
      tall
      actions={
        <div className="flex w-full flex-wrap items-center gap-2">
          <p className="me-auto text-sm text-muted" aria-live="polite">
            {chosen.size > 0 && t('common.selectedCount', { count: chosen.size })}
          </p>
          {chosen.size > 0 && !busy && (
            <Button variant="text" onClick={() => (setChosen(new Map()), setRefused(false))}>
              {t('common.clearSelection')}
            </Button>
          )}
          <Button variant="outlined" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" onClick={() => void add()} disabled={chosen.size === 0} loading={busy}>
            {chosen.size > 0 ? t('addPlays.addCount', { count: chosen.size }) : t('addPlays.add')}
          </Button>
        </div>
      }
    >
      <TabGroup selectedIndex={SOURCES.indexOf(source)} onChange={(index) => setSource(SOURCES[index] ?? 'team')} className="flex min-h-0 flex-1 flex-col gap-3">
        <TabList aria-label={t('addPlays.sources')} className="flex gap-1 border-b border-line">
          {SOURCES.map((tab) => (
            <Tab
              key={tab}
              className="-mb-px h-11 border-b-2 border-transparent px-3 text-sm font-medium text-muted transition hover:text-ink focus-visible:outline-2 focus-visible:outline-primary data-selected:border-primary data-selected:text-ink"
            >
              {tab === 'team' ? t('common.team') : t('addPlays.library')}
            </Tab>
          ))}
        </TabList>
        <div className="flex flex-wrap items-center gap-2">
          <SearchField label={only ? t('addPlays.searchDrills') : t('addPlays.search')} value={search} onChange={(next) => chooseFilter(() => setSearch(next))} />
          {!only && <KindFilter value={kind} onChange={(next) => chooseFilter(() => setKind(next))} />}
        </div>
        {kind === 'drill' && <DrillFilterBar value={drillFilter} onChange={(next) => chooseFilter(() => setDrillFilter(next))} />}
        <div className="flex flex-col gap-2" aria-live="polite">
          {refused && <Alert variant="warning">{t('addPlays.tooMany', { max: maxToAdd })}</Alert>}
          {!online && libraryChosen && <Alert variant="warning">{t('addPlays.copyOffline')}</Alert>}
          {progress && progress.total > 0 && <CopyProgress {...progress} />}
          {failures.length > 0 && (
            <Alert variant="error" title={t('addPlays.copyFailed')}>
              <ul className="mt-1 list-disc ps-5">
                {failures.map((failure) => (
                  <li key={failure.key}>{t('addPlays.failedItem', { title: failure.title, error: failure.error })}</li>
                ))}
              </ul>
              <p className="mt-1">{t('addPlays.copyFailedHint')}</p>
            </Alert>
          )}
        </div>
        <TabPanels className="flex min-h-0 flex-1 flex-col">
          <TabPanel className={LIST_PANEL}>
            <TeamChoices teamId={teamId} filter={filter} page={pages.team} onPage={(team) => setPages({ ...pages, team })} enabled={open} {...listProps} />
          </TabPanel>
          <TabPanel className={LIST_PANEL}>
            <LibraryChoices filter={filter} page={pages.library} onPage={(library) => setPages({ ...pages, library })} enabled={open} {...listProps} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </Dialog>
  );
}

interface ChoicesProps {
  filter: { search?: string; type?: PlayType; drill?: DrillFilter };
  page: number;
  onPage: (page: number) => void;
  enabled: boolean;
  chosen: ReadonlyMap<string, Choice>;
  onToggle: (source: Source, item: Choosable) => void;
  disabled: boolean;
  searched: string | undefined;
  /** Drill filters narrow the list. */
  filtered: boolean;
}

function TeamChoices({ teamId, filter, page, enabled, ...rest }: ChoicesProps & { teamId: string }) {
  const { t } = useTranslation();
  const plays = usePlays({ teamId, ...filter, page }, { enabled });
  return (
    <ChoiceList
      source="team"
      label={t('addPlays.teamItems')}
      page={page}
      query={plays}
      toChoosable={(play) => ({ id: play.play_id, title: play.title, type: play.type, thumbnail: playThumbnail(play) })}
      empty={t('addPlays.teamEmpty')}
      offline={
        <Alert variant="warning" title={t('offline.notOnDeviceTitle')}>
          {t('offline.notOnDevice')}
        </Alert>
      }
      {...rest}
    />
  );
}

function LibraryChoices({ filter, page, enabled, ...rest }: ChoicesProps) {
  const { t } = useTranslation();
  const library = useLibrary({ ...filter, page }, { enabled });
  return (
    <ChoiceList
      source="library"
      label={t('addPlays.libraryItems')}
      page={page}
      query={library}
      toChoosable={(item) => ({ id: item.library_play_id, title: item.title, type: item.type, thumbnail: item.thumbnail })}
      empty={t('addPlays.libraryEmpty')}
      offline={<Alert variant="warning">{t('addPlays.libraryOffline')}</Alert>}
      {...rest}
    />
  );
}

/** The parts of a list query the choices read (plays and library lists alike). */
interface ListQuery<Row> {
  data: Paged<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

function ChoiceList<Row>({
  source,
  label,
  page,
  onPage,
  query,
  toChoosable,
  empty,
  offline,
  chosen,
  onToggle,
  disabled,
  searched,
  filtered,
}: Omit<ChoicesProps, 'filter' | 'enabled'> & {
  source: Source;
  label: string;
  query: ListQuery<Row>;
  toChoosable: (row: Row) => Choosable;
  empty: string;
  offline: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return query.fetchStatus === 'paused' ? offline : <RowsSkeleton count={4} />;
  if (query.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<Button size="small" onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        {errorText(query.error)}
      </Alert>
    );
  }
  const items = (query.data?.data ?? []).map(toChoosable);
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted">{searched ? t('common.noResultsFor', { search: searched }) : filtered ? t('drills.noMatch') : empty}</p>;
  return (
    <>
      <ul aria-label={label} className={cn('grid min-h-0 flex-1 grid-cols-1 content-start gap-2 overflow-y-auto sm:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
        {items.map((item) => {
          const checked = chosen.has(choiceKey(source, item.id));
          return (
            <li key={item.id}>
              <label
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-card border p-2 transition has-focus-visible:outline-2 has-focus-visible:outline-primary',
                  checked ? 'border-primary bg-primary-soft' : 'border-line hover:bg-line/30',
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(source, item)}
                  aria-label={t('common.selectItem', { name: item.title || t('common.untitled') })}
                  className="size-4 shrink-0 cursor-pointer accent-[var(--color-primary-strong)]"
                />
                <ItemThumbnail svg={item.thumbnail} className="h-12 w-16 shrink-0 rounded" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{item.title || t('common.untitled')}</span>
                  <span className="block text-xs text-muted">{item.type === 'drill' ? t('addPlays.drill') : t('addPlays.play')}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {query.data && (
        <div className="shrink-0">
          <Pagination page={page} pages={pageCount(query.data)} onPage={onPage} />
        </div>
      )}
    </>
  );
}

function KindFilter({ value, onChange }: { value: Kind; onChange: (kind: Kind) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const kinds: [Kind, string][] = [
    ['all', t('addPlays.all')],
    ['play', t('nav.plays')],
    ['drill', t('nav.drills')],
  ];
  return (
    <fieldset className="flex overflow-hidden rounded-card border border-line bg-surface">
      <legend className="sr-only">{t('addPlays.kind')}</legend>
      {kinds.map(([kind, label]) => (
        <label
          key={kind}
          className="flex h-10 cursor-pointer items-center px-3 text-sm text-muted transition hover:text-ink has-checked:bg-primary-soft has-checked:text-primary-ink has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-primary"
        >
          <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} className="sr-only" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function CopyProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const text = t('addPlays.copying', { done, total });
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <span>{text}</span>
      <progress value={done} max={total} aria-label={text} className="h-2 w-full accent-[var(--color-primary-strong)]" />
    </div>
  );
}
