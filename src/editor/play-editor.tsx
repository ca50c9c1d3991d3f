// The play editor screen: toolbar, palette, court, phases/properties/settings panels and the
// animation bar, in three layouts (spec §9, EDITOR_BREAKPOINTS): from 1100 px (desktop) side
// columns; from 768 px (tablet, issue 32) the palette a narrow rail and the panels a sheet beside
// the court (landscape) or under it (portrait) that never covers it, the court taking the rest;
// below 768 px (phone) drawers over the court. Every touch target is at least 44 px. Below the
// desktop, where the panels hide, a selection on the court shows a small "Properties" button in the
// court's corner that opens them at its properties: the sheet never opens by itself, so the court
// does not shrink under a finger that is dragging what it just picked up.
import { ArrowLeft, Download, Maximize, Menu, Minus, PanelRight, Plus, SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { EngineClient } from '../../workers/engine-client';
import { MAX_TITLE_LENGTH } from '../../engine/limits';
import { Button, IconButton } from '../ui/button';
import { PrintButton } from '../print/print-button';
import { cn } from '../ui/cn';
import { useCommandKeys } from '../editor-kit/command-keys';
import { CommandButton } from '../editor-kit/command-button';
import { runCommand } from '../editor-kit/commands';
import { errorMessage, messageText } from './messages';
import { playDrafts } from './draft';
import { Playback, type PlaybackScope } from './animation/playback';
import { PlaybackCanvas } from './animation/playback-canvas';
import { EditorPlaybackLayer } from './animation/playback-layer';
import { PlaybackRenderer } from './animation/playback-renderer';
import { EditorContext, selectPhase, useEditor, useEditorState } from './editor-context';
import { download } from '../lib/download';
import { fileName, phaseSvg, svgToPng } from './export';
import { ExportDialog } from './export-dialog';
import { AnimationBar } from './panels/animation-bar';
import { PaletteDrawer } from './panels/palette-drawer';
import { NextPhaseDialog } from './panels/next-phase-dialog';
import { DeleteDialog } from './panels/delete-dialog';
import { SessionExpiredDialog } from './panels/session-expired-dialog';
import { PhasesPanel } from './panels/phases-panel';
import { PropertiesPanel } from './panels/properties-panel';
import { SettingsPanel } from './panels/settings-panel';
import { DrillPanel } from './panels/drill-panel';
import { runNextPhase } from './phase-actions';
import { EditorCanvas } from './scene/editor-canvas';
import { countRender, editorStats, installEditorStats } from './scene/render-stats';
import { ViewController } from './scene/view';
import { editorCommands, runKey, type EditorServices } from './store/commands';
import type { Editor } from './store/editor-store';
import { TextEditorOverlay } from './text-editor-overlay';
import { ToolManager } from './tools/tool-manager';

export interface PlayEditorProps {
  editor: Editor;
  engine: EngineClient;
  /** Saves the play; rejects with a message a coach reads. */
  onSave: () => Promise<void>;
  /** Where "back" goes (the play's page or the plays list). */
  onBack?: () => void;
  /** The saved play is kept on this device and waits for the network to reach the server. */
  notSynced?: boolean;
}

type PanelTab = 'phases' | 'properties' | 'settings' | 'drill';

/** The panel's tabs: viewers read the phases only; a drill's editors get its details too. */
function panelTabs(editable: boolean, isDrill: boolean): readonly PanelTab[] {
  if (!editable) return ['phases'];
  return isDrill ? ['phases', 'properties', 'settings', 'drill'] : ['phases', 'properties', 'settings'];
}

export function PlayEditor({ editor, engine, onSave, onBack, notSynced = false }: PlayEditorProps) {
  countRender('PlayEditor');
  const { t } = useTranslation();
  const tools = useMemo(() => new ToolManager(editor), [editor]);
  const view = useMemo(() => new ViewController(), []);
  const playback = useMemo(() => new Playback(), []);
  const renderer = useMemo(() => new PlaybackRenderer(playback, view), [playback, view]);
  const rendering = useStore(renderer.store, (s) => s.rendering);
  const [busy, setBusy] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [tab, setTab] = useState<PanelTab>('phases');
  const [exportOpen, setExportOpen] = useState(false);
  const playbackActive = useStore(playback.store, (s) => s.active);
  const editable = useStore(editor.store, (s) => s.editable);
  const isDrill = useStore(editor.store, (s) => s.meta.type === 'drill');
  useEffect(() => () => tools.dispose(), [tools]);
  useEffect(() => {
    installEditorStats();
    // Tests and the benchmark reach the editor only when asked for (localStorage 'courtside:stats').
    if (!editorStats()) return;
    const target = window as unknown as { __courtsideEditor?: unknown };
    target.__courtsideEditor = { editor, view, playback, tools, renderer };
    return () => void delete target.__courtsideEditor;
  }, [editor, view, playback, tools, renderer]);

  const services: EditorServices = useMemo(
    () => ({
      save: onSave,
      nextPhase: async (append: boolean) => {
        setBusy(true);
        try {
          await runNextPhase(editor, engine, append);
          setTab('phases');
        } catch (error) {
          editor.notify(errorMessage(error, { key: 'editor.notices.nextPhaseFailed' }), 'error');
        } finally {
          setBusy(false);
        }
      },
      exportPhase: async (format: 'png' | 'svg') => {
        const phase = editor.phase;
        try {
          const svg = phaseSvg(phase, editor.state.doc.data.settings, editor.state.doc.title || t('editor.toolbar.untitledPlay'));
          const blob = format === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg);
          download(blob, fileName(editor.state.doc.title, phase, format));
        } catch (error) {
          editor.notify(errorMessage(error, { key: 'editor.export.failed' }), 'error');
        }
      },
      openExport: () => setExportOpen(true),
    }),
    [editor, engine, onSave, t],
  );

  const play = useCallback(
    async (scope: PlaybackScope) => {
      playback.store.setState({ loading: true });
      try {
        const source = await renderer.prepare({ data: editor.state.doc.data, errors: editor.state.report?.errors }, (data) => engine.buildTimeline(data));
        // The edited phase stays the editor's: the phase list follows the clock while it plays and returns there on stop.
        const startPhase = scope === 'play' ? 0 : editor.state.phaseIndex;
        editor.select([]);
        playback.start(source, scope, startPhase);
      } catch (error) {
        playback.store.setState({ loading: false });
        editor.notify(errorMessage(error, { key: 'editor.notices.animationFailed' }), 'error');
      }
    },
    [editor, engine, playback, renderer],
  );

  // Editing stops the animation: what plays must be what is drawn.
  useEffect(() => editor.store.subscribe((state, previous) => {
    if (state.doc !== previous.doc && playback.state.active) playback.stop();
  }), [editor, playback]);

  useCommandKeys(
    useCallback(
      (event, where) => {
        if (event.key === 'Escape') tools.cancel();
        return runKey(editor, event, { services }, where);
      },
      [editor, services, tools],
    ),
  );

  return (
    <EditorContext.Provider value={editor}>
      <div className="flex h-dvh flex-col bg-page text-ink" data-testid="play-editor">
        <EditorToolbar
          onBack={onBack}
          notSynced={notSynced}
          services={services}
          onTogglePalette={() => setPaletteOpen((open) => !open)}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          panelOpen={panelOpen}
        />
        <div
          className={cn(
            'relative flex min-h-0 flex-1',
            // Tablet: rail | court | sheet in landscape; in portrait the sheet goes under the court.
            'tablet:max-desktop:grid tablet:max-desktop:grid-cols-[auto_minmax(0,1fr)_auto] tablet:max-desktop:grid-rows-[minmax(0,1fr)]',
            'tablet:max-desktop:portrait:grid-cols-[auto_minmax(0,1fr)] tablet:max-desktop:portrait:grid-rows-[minmax(0,1fr)_auto]',
          )}
          data-testid="editor-body"
        >
          <PaletteDrawer open={paletteOpen} editable={editable} onClose={() => setPaletteOpen(false)} />
          <main className="flex min-h-0 min-w-0 flex-1 flex-col tablet:max-desktop:col-start-2 tablet:max-desktop:row-start-1">
            <div className="relative min-h-0 flex-1">
              <EditorCanvas
                tools={tools}
                view={view}
                playing={playbackActive}
                playbackLayer={playbackActive && rendering === 'in-thread' ? <EditorPlaybackLayer playback={playback} /> : undefined}
                overlay={
                  <>
                    <PlaybackCanvas renderer={renderer} />
                    <TextEditorOverlay view={view} />
                    <CanvasOverlay
                      view={view}
                      propertiesShown={panelOpen && tab === 'properties'}
                      onShowProperties={() => {
                        setTab('properties');
                        setPanelOpen(true);
                      }}
                      playing={playbackActive}
                    />
                  </>
                }
              />
            </div>
            <AnimationBar playback={playback} onPlay={play} />
          </main>
          <aside
            className={cn(
              'z-20 flex w-[320px] shrink-0 flex-col border-l border-line bg-surface',
              // Phone: a drawer over the court.
              'max-tablet:absolute max-tablet:inset-y-0 max-tablet:right-0 max-tablet:max-w-[92vw] max-tablet:shadow-xl',
              // Tablet: a sheet beside the court, or under it in portrait; the court gives it room.
              'tablet:max-desktop:col-start-3 tablet:max-desktop:row-start-1 tablet:max-desktop:min-h-0 tablet:max-desktop:w-[300px]',
              'tablet:max-desktop:portrait:col-start-2 tablet:max-desktop:portrait:row-start-2',
              'tablet:max-desktop:portrait:h-[40dvh] tablet:max-desktop:portrait:w-auto tablet:max-desktop:portrait:border-l-0 tablet:max-desktop:portrait:border-t',
              !panelOpen && 'max-desktop:hidden',
            )}
            aria-label={t('editor.toolbar.panels')}
            data-testid="editor-panels"
          >
            <div className="flex border-b border-line" role="tablist">
              {panelTabs(editable, isDrill).map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  onClick={() => setTab(name)}
                  className={cn('min-h-11 flex-1 text-sm font-semibold capitalize', tab === name ? 'border-b-2 border-primary text-primary-ink' : 'text-muted')}
                >
                  {t(`editor.tabs.${name}`)}
                </button>
              ))}
              <IconButton label={t('editor.toolbar.closePanels')} className="size-11 desktop:hidden" onClick={() => setPanelOpen(false)}>
                <X className="size-4" />
              </IconButton>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              {tab === 'phases' && <PhasesPanel services={services} busy={busy} playback={playback} />}
              {tab === 'properties' && editable && <PropertiesPanel />}
              {tab === 'settings' && editable && <SettingsPanel />}
              {tab === 'drill' && editable && isDrill && <DrillPanel />}
            </div>
          </aside>
        </div>
      </div>
      <NextPhaseDialog />
      <EditorExportDialog open={exportOpen} onClose={() => setExportOpen(false)} />
      <DeleteDialog />
      <SessionExpiredDialog />
    </EditorContext.Provider>
  );
}

function EditorToolbar({
  onBack,
  notSynced,
  services,
  onTogglePalette,
  onTogglePanel,
  panelOpen,
}: {
  onBack?: () => void;
  notSynced: boolean;
  services: EditorServices;
  onTogglePalette: () => void;
  onTogglePanel: () => void;
  panelOpen: boolean;
}) {
  countRender('EditorToolbar');
  const { t } = useTranslation();
  const editor = useEditor();
  // Issue 20: unsaved work is said to be kept only once its draft is written.
  const draftKept = useSyncExternalStore(playDrafts.subscribe, () => playDrafts.durable && playDrafts.settled);
  const title = useEditorState((s) => s.doc.title);
  const dirty = useEditorState((s) => s.dirty);
  const saving = useEditorState((s) => s.saving);
  const editable = useEditorState((s) => s.editable);
  const [exportOpen, setExportOpen] = useState(false);
  return (
    <header className="flex h-[60px] shrink-0 items-center gap-1 border-b border-line bg-surface px-2 max-[599px]:h-[72px]">
      {/* The screen's heading, in the header landmark (axe: page-has-heading-one, region; issue 36). */}
      <h1 className="sr-only">{title || t('editor.toolbar.untitledPlay')}</h1>
      {onBack && (
        <IconButton label={t('editor.toolbar.back')} className="size-11" onClick={onBack}>
          <ArrowLeft className="size-5" />
        </IconButton>
      )}
      <IconButton label={t('editor.toolbar.palette')} className="size-11 tablet:hidden" hidden={!editable} onClick={onTogglePalette} data-testid="toggle-palette">
        <Menu className="size-5" />
      </IconButton>
      <input
        dir="auto"
        aria-label={t('editor.toolbar.playTitle')}
        data-testid="play-title"
        className="min-h-11 min-w-[7rem] flex-1 rounded-card border border-transparent bg-transparent px-2 text-base font-semibold hover:border-line focus:border-line"
        placeholder={t('editor.toolbar.untitledPlay')}
        maxLength={MAX_TITLE_LENGTH}
        value={title}
        readOnly={!editable}
        onChange={(e) => runCommand(editor, editorCommands.renamePlay, { text: e.target.value })}
        onBlur={() => editor.endTyping()}
      />
      {editable ? (
        <span className="hidden text-xs text-muted sm:inline" data-testid="save-state">
          {saving ? t('editor.toolbar.saving') : dirty ? (draftKept ? t('offline.draftKept') : t('editor.toolbar.unsaved')) : notSynced ? t('editor.toolbar.notSynced') : t('editor.toolbar.saved')}
        </span>
      ) : (
        <span className="rounded-full bg-line/50 px-2.5 py-1 text-xs font-semibold text-muted" data-testid="view-only">
          {t('editor.toolbar.viewOnly')}
        </span>
      )}
      <CommandButton editor={editor} command={editorCommands.undo} withShortcut className="size-11" iconClassName="size-5" />
      <CommandButton editor={editor} command={editorCommands.redo} withShortcut className="size-11 max-[599px]:hidden" iconClassName="size-5" />
      <div className="relative max-[599px]:hidden">
        <IconButton label={t('editor.toolbar.export')} className="size-11" onClick={() => setExportOpen((open) => !open)}>
          <Download className="size-5" />
        </IconButton>
        {exportOpen && (
          <div className="absolute right-0 top-12 z-30 flex w-44 flex-col rounded-card border border-line bg-surface p-1 shadow-lg" role="menu">
            {(['exportPng', 'exportSvg', 'exportAnimation'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="menuitem"
                className="min-h-11 rounded-card px-3 text-left text-sm hover:bg-raised"
                onClick={() => {
                  setExportOpen(false);
                  runCommand(editor, editorCommands[id], { services });
                }}
              >
                {t(editorCommands[id].labelKey)}
              </button>
            ))}
          </div>
        )}
      </div>
      {/* The play as it stands in the editor, saved or not. */}
      <PrintButton iconOnly className="size-11 max-[599px]:hidden" source={{ kind: 'play', title, load: () => ({ kind: 'play', play: { id: 'editor', ...editor.state.doc } }) }} />
      <CommandButton
        editor={editor}
        command={editorCommands.save}
        input={{ services }}
        labelled={{ variant: 'contained', color: 'primary', loading: saving, textClassName: 'max-[599px]:sr-only' }}
        className="min-h-11 max-[599px]:px-3"
        data-testid="save-play"
      />
      <IconButton label={t('editor.toolbar.panels')} aria-expanded={panelOpen} className="size-11 desktop:hidden" onClick={onTogglePanel} data-testid="toggle-panels">
        <PanelRight className="size-5" />
      </IconButton>
    </header>
  );
}

/** The export dialog for the play as it stands in the editor, saved or not. */
function EditorExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const title = useEditorState((s) => s.doc.title);
  const phaseIndex = useEditorState((s) => s.phaseIndex);
  const phaseTitle = useEditorState((s) => selectPhase(s).title);
  return <ExportDialog open={open} onClose={onClose} play={() => editor.state.doc.data} title={title || t('editor.toolbar.untitledPlay')} phaseIndex={phaseIndex} phaseTitle={phaseTitle} />;
}

/**
 * Zoom buttons, the link refusal hint and short notices; below the desktop, while something is
 * selected and its properties are out of sight, the button that shows them.
 */
function CanvasOverlay({ view, propertiesShown, onShowProperties, playing }: { view: ViewController; propertiesShown: boolean; onShowProperties: () => void; playing: boolean }) {
  countRender('CanvasOverlay');
  const { t } = useTranslation();
  const editor = useEditor();
  const hint = useEditorState((s) => s.hint);
  const notice = useEditorState((s) => s.notice);
  const note = useEditorState((s) => selectPhase(s).note);
  const empty = useEditorState((s) => !selectPhase(s).objects.some((o) => o.type === 'arrow' || o.subType === 'player'));
  const mode = useEditorState((s) => s.tool.mode);
  const selected = useEditorState((s) => s.selection.length > 0);
  const editable = useEditorState((s) => s.editable);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!notice) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => editor.update((s) => void (s.notice = null)), 4000);
  }, [notice, editor]);
  const stop = (event: React.PointerEvent) => event.stopPropagation();
  return (
    <>
      <div className="absolute bottom-3 right-3 flex flex-col gap-1 rounded-card bg-surface/90 p-1 shadow" onPointerDown={stop}>
        <IconButton label={t('editor.canvas.zoomIn')} className="size-11" onClick={() => view.zoomBy(1.25)}>
          <Plus className="size-5" />
        </IconButton>
        <IconButton label={t('editor.canvas.zoomOut')} className="size-11" onClick={() => view.zoomBy(0.8)}>
          <Minus className="size-5" />
        </IconButton>
        <IconButton label={t('editor.canvas.fit')} className="size-11" onClick={() => view.fit()}>
          <Maximize className="size-5" />
        </IconButton>
      </div>
      {selected && editable && !playing && !propertiesShown && (
        <Button
          variant="contained"
          color="default"
          size="small"
          className="absolute right-3 top-3 min-h-11 shadow desktop:hidden"
          startIcon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
          onPointerDown={stop}
          onClick={onShowProperties}
          data-testid="show-properties"
        >
          {t('editor.canvas.properties')}
        </Button>
      )}
      {hint && (
        <div role="status" className="absolute left-1/2 top-3 max-w-[90%] -translate-x-1/2 rounded-card bg-ink px-3 py-2 text-sm text-white shadow" data-testid="link-hint">
          {hint.code ? t(`editor.linkRefusals.${hint.code}`) : hint.message}
        </div>
      )}
      {notice && (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="editor-notice"
          className={cn(
            'absolute bottom-3 left-3 max-w-[80%] rounded-card px-3 py-2 text-sm shadow',
            notice.tone === 'error' ? 'bg-error-soft text-error' : notice.tone === 'success' ? 'bg-success-soft text-success' : 'bg-surface text-ink',
          )}
        >
          {messageText(t, notice)}
        </div>
      )}
      {empty && mode === 'select' && editor.state.editable && (
        <div className="pointer-events-none absolute left-1/2 top-1/2 max-w-[80%] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface/90 px-4 py-3 text-center text-sm text-ink shadow" data-testid="empty-court">
          <strong className="block font-semibold">{t('editor.canvas.emptyTitle')}</strong>
          {t('editor.canvas.emptyHint')}
        </div>
      )}
      {note && !hint && <div className="pointer-events-none absolute left-3 top-3 max-w-[50%] rounded-card bg-surface/85 px-3 py-2 text-sm text-ink shadow">{note}</div>}
    </>
  );
}
