// The phases of the play: pick, add, duplicate, delete, reorder; a title and a note per phase;
// "Next phase" and "Validate phase" with the engine's step list; phases out of date (worked out
// from a phase that changed since, issue 15) are marked, with "Recompute" each and "Recompute all".
import { ArrowDown, ArrowUp, CheckCircle2, RefreshCw, TriangleAlert, Wand2 } from 'lucide-react';
import { stalePhases, type Phase } from '../../../engine';
import { MAX_NOTE_LENGTH, MAX_TITLE_LENGTH } from '../../../engine/limits';
import { Button, IconButton } from '../../ui/button';
import { cn } from '../../ui/cn';
import { selectPhase, useEditor, useEditorShallow, useEditorState } from '../editor-context';
import { runCommand } from '../../editor-kit/commands';
import { editorCommands, type EditorServices } from '../store/commands';
import { countRender } from '../scene/render-stats';
import { CommandButton } from '../../editor-kit/command-button';
import { recomputeAllStalePhases, recomputeStalePhase } from '../phase-actions';
import { phaseName, stepDescription, stepErrorText } from '../step-texts';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Playback } from '../animation/playback';

/** Stands in where no playback is given (tests of the panel alone): never active. */
const IDLE_PLAYBACK = new Playback().store;

export function PhasesPanel({ services, busy, playback }: { services: Partial<EditorServices>; busy: boolean; playback?: Playback }) {
  countRender('PhasesPanel');
  const { t } = useTranslation();
  const editor = useEditor();
  const titles = useEditorShallow((s) => s.doc.data.phases.map((phase) => phase.title));
  const editedPhase = useEditorState((s) => s.phaseIndex);
  // While the whole play plays, the list follows the phase playing; on stop it shows the edited one again.
  const playingPhase = useStore(playback?.store ?? IDLE_PLAYBACK, (s) => (s.active && s.scope === 'play' ? s.phase : null));
  const shownPhase = playingPhase ?? editedPhase;
  // Title and note only: a drag on the court must not re-render this panel.
  const phaseTitle = useEditorState((s) => selectPhase(s).title);
  const phaseNote = useEditorState((s) => selectPhase(s).note);
  const report = useEditorState((s) => s.report);
  const editable = useEditorState((s) => s.editable);
  const stale = useEditorShallow((s) => staleOf(s.doc.data.phases));
  const count = titles.length;

  return (
    <section className="flex flex-col gap-3 p-3" aria-label={t('editor.phases.title')} data-testid="phases-panel">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-ink">{t('editor.phases.title')}</h2>
        <div className="flex" hidden={!editable}>
          <CommandButton editor={editor} command={editorCommands.addPhase} className="size-11" />
          <CommandButton editor={editor} command={editorCommands.duplicatePhase} className="size-11" />
          <CommandButton editor={editor} command={editorCommands.deletePhase} className="size-11" />
        </div>
      </div>
      <ol className="flex flex-col gap-1" data-testid="phase-list">
        {titles.map((title, index) => (
          <li key={index} className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => editor.setPhaseIndex(index)}
              aria-current={index === shownPhase ? 'step' : undefined}
              className={cn(
                'flex min-h-11 flex-1 items-center gap-2 rounded-card px-2 text-left text-sm',
                index === shownPhase ? 'bg-primary-soft font-semibold text-primary-ink' : 'text-ink hover:bg-raised',
              )}
            >
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-line/60 text-xs">{index + 1}</span>
              <span className="truncate">{phaseName(t, title, index)}</span>
              {stale.includes(index) && (
                <span className="ms-auto shrink-0 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning" title={t('editor.chain.outOfDateDetail')} data-testid="phase-out-of-date">
                  {t('editor.chain.outOfDate')}
                </span>
              )}
            </button>
            {stale.includes(index) && editable && (
              <IconButton label={t('editor.chain.recomputePhase', { phase: phaseName(t, title, index) })} size="small" onClick={() => recomputeStalePhase(editor, index)} className="size-11" data-testid="recompute-phase">
                <RefreshCw className="size-4" />
              </IconButton>
            )}
            {index === editedPhase && playingPhase === null && editable && (
              <>
                <IconButton label={t('editor.phases.moveUp')} size="small" disabled={index === 0} onClick={() => editor.movePhase(index, index - 1)} className="size-11">
                  <ArrowUp className="size-4" />
                </IconButton>
                <IconButton label={t('editor.phases.moveDown')} size="small" disabled={index === count - 1} onClick={() => editor.movePhase(index, index + 1)} className="size-11">
                  <ArrowDown className="size-4" />
                </IconButton>
              </>
            )}
          </li>
        ))}
      </ol>
      {stale.length > 0 && (
        <div className="flex flex-col gap-2 rounded-card border border-line bg-raised p-2 text-xs text-muted" data-testid="stale-phases">
          <p>{t('editor.chain.staleSummary')}</p>
          {editable && (
            <Button variant="outlined" startIcon={<RefreshCw className="size-4" />} onClick={() => recomputeAllStalePhases(editor)} className="min-h-11" data-testid="recompute-all">
              {t('editor.chain.recomputeAll')}
            </Button>
          )}
        </div>
      )}
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('editor.phases.phaseTitle')}
        <input
          dir="auto"
          className="min-h-11 rounded-card border border-line bg-surface px-2 text-sm font-normal text-ink"
          value={phaseTitle}
          maxLength={MAX_TITLE_LENGTH}
          readOnly={!editable}
          onChange={(event) => editor.changePhase((p) => void (p.title = event.target.value), 'typing')}
          onBlur={() => editor.endTyping()}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('editor.phases.note')}
        <textarea
          dir="auto"
          className="min-h-16 rounded-card border border-line bg-surface p-2 text-sm font-normal text-ink"
          value={phaseNote}
          maxLength={MAX_NOTE_LENGTH}
          readOnly={!editable}
          placeholder={t('editor.phases.notePlaceholder')}
          onChange={(event) => editor.changePhase((p) => void (p.note = event.target.value), 'typing')}
          onBlur={() => editor.endTyping()}
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <Button hidden={!editable} variant="contained" color="primary" startIcon={<Wand2 className="size-4" />} onClick={() => runCommand(editor, editorCommands.nextPhase, { services })} loading={busy} className="min-h-11" data-testid="next-phase">
          {t('editor.commands.nextPhase')}
        </Button>
        <Button variant="outlined" startIcon={<CheckCircle2 className="size-4" />} onClick={() => runCommand(editor, editorCommands.validatePhase, { services })} disabled={busy} className="min-h-11" data-testid="validate-phase">
          {t('editor.phases.validate')}
        </Button>
      </div>
      {report && (
        <div className="rounded-card border border-line bg-raised p-2" data-testid="step-report">
          <p className="mb-1 text-xs font-semibold text-muted">{report.appended ? t('editor.phases.appendedSteps') : t('editor.phases.steps')}</p>
          {report.steps.length === 0 ? (
            <p className="text-sm text-muted">{t('editor.phases.noArrows')}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {report.steps.map((step) => (
                <li key={step.arrowId} className={cn('flex gap-1.5', step.error ? 'text-error' : 'text-ink')} data-step-error={step.error ?? undefined}>
                  {step.error ? <TriangleAlert className="mt-0.5 size-4 shrink-0" /> : <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" />}
                  <span>
                    {report.words[step.arrowId] ? stepDescription(t, report.words[step.arrowId]!) : step.description}
                    {step.error && <strong className="block font-semibold">{stepErrorText(t, step.error)}</strong>}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

/** The out-of-date phases, worked out once per phase list (a drag changes the list, a selection does not). */
const staleCache = new WeakMap<readonly Phase[], number[]>();
function staleOf(phases: readonly Phase[]): number[] {
  let stale = staleCache.get(phases);
  if (stale === undefined) {
    stale = stalePhases({ phases });
    staleCache.set(phases, stale);
  }
  return stale;
}
