// New assignment (issue 35): what to learn (a play, a playbook, or one chapter of a playbook), who
// should (the whole team, positions 1-5, or named roster players), an optional "by" date and a note.
// Checked on Assign, each problem said beside its field; the create goes through the offline queue.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROSTER_POSITIONS } from '../../../../engine/api/records';
import { MAX_ASSIGNMENT_NOTE_LENGTH, type AssignmentAudience, type AssignmentAudienceKind, type AssignmentTarget } from '../../../api/assignments/keys';
import type { NewAssignment } from '../../../api/assignments/assignments';
import { useQuery } from '@tanstack/react-query';
import { playbookQueryOptions } from '../../../api/playbooks/get-playbook';
import { usePlaybooks } from '../../../api/playbooks/get-playbooks';
import { usePlays } from '../../../api/plays/get-plays';
import type { TeamPlayer } from '../../../api/teams/keys';
import { Dialog } from '../../../ui/dialog';
import { SelectField, TextArea, TextField } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';

export type TargetKind = 'play' | 'playbook' | 'chapter';

/** Today on the coach's device as YYYY-MM-DD: the earliest "by" date. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface AssignmentForm {
  kind: TargetKind;
  playId: string;
  playbookId: string;
  /** The chapter's place in the playbook, from 0, as text ('' when none chosen). */
  chapter: string;
  audience: AssignmentAudienceKind;
  positions: number[];
  playerIds: string[];
  dueDate: string;
  note: string;
}

export type FormProblems = Partial<Record<'target' | 'positions' | 'players' | 'note' | 'dueDate', string>>;

/** What is wrong with the form, field by field (the server checks the same, spec of issue 35). */
export function formProblems(form: AssignmentForm, today: string): (keyof FormProblems)[] {
  const problems: (keyof FormProblems)[] = [];
  const targetChosen = form.kind === 'play' ? Boolean(form.playId) : Boolean(form.playbookId) && (form.kind === 'playbook' || form.chapter !== '');
  if (!targetChosen) problems.push('target');
  if (form.audience === 'positions' && form.positions.length === 0) problems.push('positions');
  if (form.audience === 'players' && form.playerIds.length === 0) problems.push('players');
  if (form.note.trim().length > MAX_ASSIGNMENT_NOTE_LENGTH) problems.push('note');
  if (form.dueDate && form.dueDate < today) problems.push('dueDate');
  return problems;
}

export function targetOf(form: AssignmentForm): AssignmentTarget {
  if (form.kind === 'play') return { play_id: form.playId };
  if (form.kind === 'chapter') return { playbook_id: form.playbookId, chapter: Number(form.chapter) };
  return { playbook_id: form.playbookId };
}

export function audienceOf(form: AssignmentForm): AssignmentAudience {
  if (form.audience === 'positions') return { kind: 'positions', positions: [...form.positions].sort((a, b) => a - b) };
  if (form.audience === 'players') return { kind: 'players', player_ids: form.playerIds };
  return { kind: 'team' };
}

/** Where the dialog starts: "Assign" on a play's or a playbook's screen names it. */
export interface AssignmentStart {
  playId?: string;
  playbookId?: string;
}

const emptyForm = (start: AssignmentStart = {}): AssignmentForm => ({
  kind: start.playbookId ? 'playbook' : 'play',
  playId: start.playId ?? '',
  playbookId: start.playbookId ?? '',
  chapter: '',
  audience: 'team',
  positions: [],
  playerIds: [],
  dueDate: '',
  note: '',
});

export function NewAssignmentDialog({
  open,
  onClose,
  teamId,
  roster,
  start,
  busy,
  onAssign,
}: {
  open: boolean;
  onClose: () => void;
  teamId: string;
  roster: TeamPlayer[];
  start?: AssignmentStart;
  busy: boolean;
  onAssign: (assignment: NewAssignment) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => emptyForm(start));
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<(keyof FormProblems)[]>([]);
  const change = (fields: Partial<AssignmentForm>) => setForm((current) => ({ ...current, ...fields }));
  const plays = usePlays({ teamId, type: 'play', search: search || undefined, page: 1 }, { enabled: open && form.kind === 'play' });
  const playbooks = usePlaybooks({ teamId, search: search || undefined, page: 1 });
  const playbook = playbooks.data?.data.find((candidate) => candidate.playbook_id === form.playbookId);
  // A list's playbooks come without their chapters: the chosen one's are read on their own.
  const chosenPlaybook = useQuery({ ...playbookQueryOptions(form.playbookId), enabled: open && form.kind === 'chapter' && Boolean(form.playbookId) });
  const chapters = chosenPlaybook.data?.data.chapters ?? [];
  const today = localToday();
  const problems = new Set(shown);
  const errorOf = (field: keyof FormProblems, text: string) => (problems.has(field) ? text : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(form, today);
    setShown(found);
    if (found.length > 0) return;
    const play = plays.data?.data.find((candidate) => candidate.play_id === form.playId);
    const chapter = form.kind === 'chapter' ? chapters[Number(form.chapter)] : undefined;
    const title = form.kind === 'play' ? (play?.title ?? '') : [playbook?.title, chapter?.title].filter(Boolean).join(' · ');
    onAssign({ teamId, target: targetOf(form), audience: audienceOf(form), dueDate: form.dueDate || undefined, note: form.note.trim() || undefined, title });
  };
  const close = () => {
    setForm(emptyForm(start));
    setShown([]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t('assignments.new')} size="lg">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Choices legend={t('assignments.dialog.what')} name="kind" value={form.kind} options={(['play', 'playbook', 'chapter'] as const).map((kind) => ({ value: kind, label: t(`assignments.dialog.kind.${kind}`) }))} onChange={(kind) => change({ kind, chapter: '' })} />
        <TextField label={t('assignments.dialog.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {form.kind === 'play' ? (
          <SelectField label={t('assignments.dialog.play')} value={form.playId} error={errorOf('target', t('assignments.dialog.errors.target'))} onChange={(event) => change({ playId: event.target.value })}>
            <option value="">{plays.data?.data.length === 0 ? t('assignments.dialog.nothingFound') : t('assignments.dialog.choose')}</option>
            {plays.data?.data.map((play) => (
              <option key={play.play_id} value={play.play_id}>
                {play.title}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            label={t('assignments.dialog.playbook')}
            value={form.playbookId}
            error={form.kind === 'playbook' || !form.playbookId ? errorOf('target', t('assignments.dialog.errors.target')) : null}
            onChange={(event) => change({ playbookId: event.target.value, chapter: '' })}
          >
            <option value="">{playbooks.data?.data.length === 0 ? t('assignments.dialog.nothingFound') : t('assignments.dialog.choose')}</option>
            {playbooks.data?.data.map((candidate) => (
              <option key={candidate.playbook_id} value={candidate.playbook_id}>
                {candidate.title}
              </option>
            ))}
          </SelectField>
        )}
        {form.kind === 'chapter' && form.playbookId && (
          <SelectField label={t('assignments.dialog.chapter')} value={form.chapter} error={errorOf('target', t('assignments.dialog.errors.target'))} onChange={(event) => change({ chapter: event.target.value })}>
            <option value="">{t('assignments.dialog.choose')}</option>
            {chapters.map((chapter, index) => (
              <option key={index} value={String(index)}>
                {chapter.title || t('assignments.dialog.chapterNumber', { number: index + 1 })}
              </option>
            ))}
          </SelectField>
        )}

        <Choices legend={t('assignments.dialog.who')} name="audience" value={form.audience} options={(['team', 'positions', 'players'] as const).map((kind) => ({ value: kind, label: t(`assignments.dialog.audience.${kind}`) }))} onChange={(audience) => change({ audience })} />
        {form.audience === 'positions' && (
          <Checks
            legend={t('assignments.dialog.audience.positions')}
            error={errorOf('positions', t('assignments.dialog.errors.positions'))}
            options={ROSTER_POSITIONS.map((position) => ({ value: String(position), label: `${t(`roster.short.${position}`)} · ${t(`roster.position.${position}`)}` }))}
            checked={form.positions.map(String)}
            onChange={(values) => change({ positions: values.map(Number) })}
          />
        )}
        {form.audience === 'players' &&
          (roster.length === 0 ? (
            <p className="text-sm text-muted">{t('assignments.dialog.noRoster')}</p>
          ) : (
            <Checks
              legend={t('assignments.dialog.audience.players')}
              error={errorOf('players', t('assignments.dialog.errors.players'))}
              options={roster.map((player) => ({ value: player.player_id, label: player.number ? `#${player.number} ${player.name}` : player.name }))}
              checked={form.playerIds}
              onChange={(playerIds) => change({ playerIds })}
            />
          ))}

        <TextField label={t('assignments.dialog.dueDate')} type="date" min={today} value={form.dueDate} error={errorOf('dueDate', t('assignments.dialog.errors.dueDate'))} onChange={(event) => change({ dueDate: event.target.value })} />
        <TextArea
          label={t('assignments.dialog.note')}
          placeholder={t('assignments.dialog.notePlaceholder')}
          value={form.note}
          error={errorOf('note', t('assignments.dialog.errors.note', { max: MAX_ASSIGNMENT_NOTE_LENGTH }))}
          hint={t('assignments.dialog.noteLength', { used: form.note.trim().length, max: MAX_ASSIGNMENT_NOTE_LENGTH })}
          onChange={(event) => change({ note: event.target.value })}
        />
        <FormActions onCancel={close} submitLabel={t('assignments.dialog.submit')} busy={busy} disabled={false} />
      </form>
    </Dialog>
  );
}

function Group({ legend, error, children }: { legend: string; error?: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? id : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">{children}</div>
      {error && (
        <p id={id} className="text-xs text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const OPTION = 'flex min-h-11 items-center gap-2 text-sm';

function Choices<V extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: V; options: { value: V; label: string }[]; onChange: (value: V) => void }) {
  return (
    <Group legend={legend}>
      {options.map((option) => (
        <label key={option.value} className={OPTION}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-4 accent-primary" />
          {option.label}
        </label>
      ))}
    </Group>
  );
}

function Checks({ legend, error, options, checked, onChange }: { legend: string; error?: string | null; options: { value: string; label: string }[]; checked: string[]; onChange: (values: string[]) => void }) {
  return (
    <Group legend={legend} error={error}>
      {options.map((option) => (
        <label key={option.value} className={OPTION}>
          <input
            type="checkbox"
            checked={checked.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value))}
            className="size-4 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </Group>
  );
}
