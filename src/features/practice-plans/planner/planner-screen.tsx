// The practice planner once its plan is open: the bar (back, title, save state, undo, redo, save,
// practice mode, templates), the plan's details, and its blocks in order with their clock times and
// the running total against the planned length. Keyboard shortcuts run the same commands as the buttons.
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, ListPlus, Play, SquarePen, CopyPlus, BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useCreatePracticePlan } from '../../../api/practice-plans/create-practice-plan';
import { useSaveKeys } from '../../../editor-kit/command-keys';
import { DocumentBody } from '../../../editor-kit/document-body';
import { DocumentHeader } from '../../../editor-kit/document-header';
import { DocumentNotice } from '../../../editor-kit/document-status';
import { MAX_DESCRIPTION_LENGTH, MAX_LIST_LENGTH, MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { MAX_EXERCISE_MINUTES } from '../../../../engine/model/practice-plan';
import { planTotals } from '../../../../engine/practice/clock-times';
import { duplicatePlan, planToTemplate } from '../../../../engine/practice/templates';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { TextArea, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { blocksFromDrills } from '../drill-start';
import { localToday, usePracticeFormats } from '../practice-formats';
import { BlocksBoard } from './blocks-board';
import { ADD_FREE_FOCUS, blockKeys } from './block-row';
import { FOCUS_ATTRIBUTE, focusAfterAdd } from '../../../editor-kit/focus-after';
import { announce } from '../../../editor-kit/editor-announcer';
import type { DrillPicker } from './drill-picker';
import { runCommand } from '../../../editor-kit/commands';
import { plannerCommands, plannerKeys } from './commands';
import { PracticeMode } from './practice-mode';
import type { PlanField, PracticePlanEditor } from './practice-plan-store';
import { practicePlannerPath } from '../practice-plan-links';


export interface PlannerScreenProps {
  editor: PracticePlanEditor;
  save: () => Promise<void>;
  /** Saved here but still waiting for the network. */
  notSynced: boolean;
  backTo: string;
  /** The dialog that picks drills from the team and the library (absent: no "Add drills"). */
  DrillPicker?: DrillPicker;
}

export function PlannerScreen({ editor, save, notSynced, backTo, DrillPicker }: PlannerScreenProps) {
  const { t } = useTranslation();
  const data = useStore(editor.store, (s) => s.data);
  const editable = useStore(editor.store, (s) => s.editable);
  const input = useSaveKeys(editor, plannerKeys, save);
  const [addingDrills, setAddingDrills] = useState(false);
  const [practicing, setPracticing] = useState(false);
  const client = useQueryClient();
  // Focus goes into the first new block, its title (issue 36).
  const addBlocks = (blocks: Parameters<PracticePlanEditor['addBlocks']>[0]) => {
    const keys = blockKeys(editor);
    if (!runCommand(editor, plannerCommands.addBlocks, { blocks })) return;
    focusAfterAdd(keys, () => blockKeys(editor));
    announce(t('practicePlanner.blocks.added', { count: blocks.length }));
  };

  return (
    <div className="min-h-dvh bg-page text-ink">
      <DocumentHeader
        editor={editor}
        commands={plannerCommands}
        input={input}
        texts="practicePlanner"
        backTo={backTo}
        title={data.title}
        onTitle={(value) => runCommand(editor, plannerCommands.setField, { field: 'title', value })}
        notSynced={notSynced}
        beside={data.template && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">{t('practicePlanner.template')}</span>}
        actions={
          <Button size="small" variant="soft" color="primary" startIcon={<Play className="size-4" aria-hidden="true" />} onClick={() => setPracticing(true)}>
            {t('practicePlanner.practiceMode.open')}
          </Button>
        }
      />
      <DocumentNotice store={editor.store} width="max-w-6xl" />
      <DocumentBody
        width="6xl"
        side="narrow"
        mainClassName="flex flex-col gap-3"
        asideClassName="flex flex-col gap-4"
        aside={
          <>
            <DetailsPanel editor={editor} />
            {editable && <TemplateActions editor={editor} save={save} />}
          </>
        }
      >
        <Totals editor={editor} />
        <BlocksBoard editor={editor} />
        {editable && (
          <div className="flex flex-wrap gap-2">
            {DrillPicker && (
              <Button variant="soft" color="primary" className="min-h-11" startIcon={<ListPlus className="size-4" aria-hidden="true" />} onClick={() => setAddingDrills(true)}>
                {t('practicePlanner.blocks.addDrills')}
              </Button>
            )}
            <Button
              variant="outlined"
              className="min-h-11"
              startIcon={<SquarePen className="size-4" aria-hidden="true" />}
              {...{ [FOCUS_ATTRIBUTE]: ADD_FREE_FOCUS }}
              onClick={() => addBlocks([{ title: t('practicePlanner.blocks.freeTitle'), drillId: null }])}
            >
              {t('practicePlanner.blocks.addFree')}
            </Button>
          </div>
        )}
      </DocumentBody>
      {editable && DrillPicker && (
        <DrillPicker
          only="drill"
          open={addingDrills}
          onClose={() => setAddingDrills(false)}
          teamId={editor.state.meta.teamId}
          maxToAdd={Math.max(0, MAX_LIST_LENGTH - data.exercises.length)}
          onAdd={(added) => {
            setAddingDrills(false);
            // Each block starts from its drill's own minutes and details.
            void blocksFromDrills(client, added).then(addBlocks);
          }}
        />
      )}
      {practicing && <PracticeMode planId={editor.state.meta.practicePlanId} plan={data} onClose={() => setPracticing(false)} />}
    </div>
  );
}

/** Total minutes, the end time, and over or under the planned length. */
function Totals({ editor }: { editor: PracticePlanEditor }) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const data = useStore(editor.store, (s) => s.data);
  const totals = planTotals(data);
  const difference = Math.abs(totals.differenceMinutes);
  const verdict =
    totals.status === 'unplanned'
      ? t('practicePlanner.totals.unplanned')
      : t(`practicePlanner.totals.${totals.status}`, { minutes: difference, planned: totals.plannedMinutes ?? 0 });
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm" data-testid="practice-totals" data-status={totals.status} role="status">
      <span className="font-semibold">{t('practicePlanner.totals.total', { minutes: totals.totalMinutes })}</span>
      <span className={totals.status === 'over' ? 'text-error' : totals.status === 'under' ? 'text-warning' : 'text-muted'}>{verdict}</span>
      <span className="text-muted">{t('practicePlanner.totals.ends', { time: formats.time(totals.endMinutes) })}</span>
    </Card>
  );
}

function DetailsPanel({ editor }: { editor: PracticePlanEditor }) {
  const { t } = useTranslation();
  const data = useStore(editor.store, (s) => s.data);
  const editable = useStore(editor.store, (s) => s.editable);
  const formats = usePracticeFormats();
  const set = (field: PlanField, value: string | number | null) => runCommand(editor, plannerCommands.setField, { field, value });
  const endTyping = () => editor.endTyping();
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4">
      <h2 className="text-base font-semibold">{t('practicePlanner.fields.details')}</h2>
      <p className="text-sm text-muted" data-testid="practice-when">
        {t('practicePlanner.fields.when', { date: formats.date(data.date), time: formats.time(data.startTime) })}
      </p>
      <div className="grid grid-cols-2 gap-3 tablet:max-desktop:grid-cols-1">
        <TextField label={t('practicePlanner.fields.date')} type="date" required readOnly={!editable} value={data.date} onChange={(event) => event.target.value && set('date', event.target.value)} />
        <TextField label={t('practicePlanner.fields.startTime')} type="time" required readOnly={!editable} value={data.startTime} onChange={(event) => event.target.value && set('startTime', event.target.value)} />
      </div>
      <TextField
        label={t('practicePlanner.fields.plannedMinutes')}
        type="number"
        min={1}
        max={MAX_EXERCISE_MINUTES}
        readOnly={!editable}
        value={data.plannedMinutes ?? ''}
        onChange={(event) => {
          const value = Math.round(Number(event.target.value));
          set('plannedMinutes', event.target.value === '' || !Number.isFinite(value) || value < 1 ? null : Math.min(MAX_EXERCISE_MINUTES, value));
        }}
        onBlur={endTyping}
      />
      <TextField label={t('practicePlanner.fields.location')} maxLength={MAX_TITLE_LENGTH} placeholder={t('practicePlanner.fields.locationPlaceholder')} readOnly={!editable} value={data.location} onChange={(event) => set('location', event.target.value)} onBlur={endTyping} />
      <TextField label={t('practicePlanner.fields.focus')} maxLength={MAX_TITLE_LENGTH} placeholder={t('practicePlanner.fields.focusPlaceholder')} readOnly={!editable} value={data.focus} onChange={(event) => set('focus', event.target.value)} onBlur={endTyping} />
      <TextArea label={t('practicePlanner.fields.notes')} maxLength={MAX_DESCRIPTION_LENGTH} rows={3} placeholder={t('practicePlanner.fields.notesPlaceholder')} readOnly={!editable} value={data.notes} onChange={(event) => set('notes', event.target.value)} onBlur={endTyping} />
    </Card>
  );
}

/** Save as a template, or duplicate to a new date: each a new plan of the team, through the offline queue. */
function TemplateActions({ editor, save }: { editor: PracticePlanEditor; save: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePracticePlan();
  const [duplicating, setDuplicating] = useState(false);
  const [date, setDate] = useState(localToday);
  // The template's name, asked first (issue 32): the plan's own to start with.
  const [templateName, setTemplateName] = useState<string | null>(null);
  const teamId = editor.state.meta.teamId;
  const saveAsTemplate = async (name: string) => {
    await save();
    const data = { ...planToTemplate(editor.data, localToday()), title: name };
    await create.mutateAsync({ teamId, title: data.title, date: data.date, startTime: data.startTime, data });
    setTemplateName(null);
    toast(t('practicePlanner.notices.templateSaved', { title: data.title }), 'success');
  };
  const duplicate = async () => {
    await save();
    const data = duplicatePlan(editor.data, date);
    const record = await create.mutateAsync({ teamId, title: data.title, date, startTime: data.startTime, data });
    setDuplicating(false);
    void navigate(practicePlannerPath(record.practice_plan_id));
  };
  return (
    <Card className="flex flex-col gap-2 p-3 sm:p-4">
      <Button variant="outlined" className="touch:min-h-11" startIcon={<BookmarkPlus className="size-4" aria-hidden="true" />} onClick={() => setTemplateName(editor.data.title.trim().slice(0, MAX_TITLE_LENGTH))}>
        {t('practicePlanner.templates.saveAs')}
      </Button>
      <Button variant="outlined" className="touch:min-h-11" startIcon={<CopyPlus className="size-4" aria-hidden="true" />} onClick={() => setDuplicating(true)}>
        {t('practicePlanner.templates.duplicate')}
      </Button>
      <Dialog open={templateName !== null} onClose={() => setTemplateName(null)} title={t('practicePlanner.templates.saveAsTitle')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const name = (templateName ?? '').trim();
            if (name) void saveAsTemplate(name);
          }}
        >
          <TextField
            label={t('practicePlanner.templates.templateName')}
            required
            autoFocus
            maxLength={MAX_TITLE_LENGTH}
            value={templateName ?? ''}
            onChange={(event) => setTemplateName(event.target.value)}
          />
          <Button type="submit" variant="contained" color="primary" loading={create.isPending} disabled={!templateName?.trim()} startIcon={<BookmarkPlus className="size-4" aria-hidden="true" />}>
            {t('practicePlanner.templates.saveAsConfirm')}
          </Button>
        </form>
      </Dialog>
      <Dialog open={duplicating} onClose={() => setDuplicating(false)} title={t('practicePlanner.templates.duplicateTitle')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void duplicate();
          }}
        >
          <TextField label={t('practicePlanner.templates.newDate')} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
          <Button type="submit" variant="contained" color="primary" loading={create.isPending} startIcon={<CalendarPlus className="size-4" aria-hidden="true" />}>
            {t('practicePlanner.templates.duplicateConfirm')}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}

