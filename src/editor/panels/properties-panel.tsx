// Properties of the selection: arrow kind, shape, sameTime, option, text; player number and team;
// text font size, alignment, vertical alignment and formats; colours; order; delete and duplicate.
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Underline } from 'lucide-react';
import { ARROW_KINDS, PLAYER_TEAMS, type Arrow, type PhaseItem, type PlayObject, COLOR_PALETTE } from '../../../engine';
import { MAX_ANIMATION_ORDER, MAX_ARROW_TEXT_LENGTH, MAX_FONT_SIZE, MAX_OBJECT_TEXT_LENGTH, MAX_PAUSE } from '../../../engine/limits';
import { cn } from '../../ui/cn';
import { selectPhase, useEditor, useEditorShallow } from '../editor-context';
import { CommandButton } from '../../editor-kit/command-button';
import { editorCommands } from '../store/commands';
import { paletteButton } from './palette';
import { countRender } from '../scene/render-stats';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const input = 'min-h-11 w-full rounded-card border border-line bg-surface px-2 text-sm text-ink';
const label = 'flex flex-col gap-1 text-xs font-semibold text-muted';

export function PropertiesPanel() {
  countRender('PropertiesPanel');
  const { t } = useTranslation();
  const editor = useEditor();
  const selected = useEditorShallow((s) => {
    const phase = selectPhase(s);
    return s.selection.map((id) => phase.objects.find((o) => o.id === id)).filter((o): o is PhaseItem => o !== undefined);
  });
  if (selected.length === 0) {
    return (
      <section className="p-3 text-sm text-muted" aria-label={t('editor.properties.label')}>
        {t('editor.properties.empty')}
      </section>
    );
  }
  const item = selected[0]!;
  const update = (recipe: (draft: PhaseItem) => void) => editor.updateItem(item.id, recipe);
  return (
    <section className="flex flex-col gap-3 p-3" aria-label={t('editor.properties.label')} data-testid="properties-panel">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-ink">{selected.length > 1 ? t('editor.properties.selectedCount', { count: selected.length }) : item.type === 'arrow' ? t('editor.properties.arrowTitle', { kind: t(`editor.arrowKinds.${item.subType}`) }) : describe(t, item)}</h2>
        <div className="flex">
          <CommandButton editor={editor} command={editorCommands.bringForward} className="size-11" />
          <CommandButton editor={editor} command={editorCommands.sendBack} className="size-11" />
          <CommandButton editor={editor} command={editorCommands.duplicate} className="size-11" />
          <CommandButton editor={editor} command={editorCommands.delete} className="size-11 hover:text-error" />
        </div>
      </div>
      {selected.length === 1 && item.type === 'arrow' && <ArrowProperties arrow={item} update={update} />}
      {selected.filter((o) => o.type === 'arrow').length > 1 && (
        <div className={label} role="group" aria-label={t('editor.properties.timing')}>
          {t('editor.properties.timing')}
          <div className="flex flex-wrap gap-2">
            <CommandButton editor={editor} command={editorCommands.runTogether} labelled={{ variant: 'outlined' }} className="min-h-11" data-testid="command-runTogether" />
            <CommandButton editor={editor} command={editorCommands.runOneAfterAnother} labelled={{ variant: 'outlined' }} className="min-h-11" data-testid="command-runOneAfterAnother" />
          </div>
        </div>
      )}
      {selected.length === 1 && item.type === 'object' && <ObjectProperties object={item} update={update} />}
    </section>
  );
}

function describe(t: TFunction, item: PlayObject): string {
  if (item.subType === 'player') return t('editor.properties.playerTitle', { number: item.number ?? '?' });
  return t(`editor.properties.objects.${item.subType}`, { defaultValue: item.subType.charAt(0).toUpperCase() + item.subType.slice(1) });
}

function ArrowProperties({ arrow, update }: { arrow: Arrow; update: (recipe: (draft: PhaseItem) => void) => void }) {
  const { t } = useTranslation();
  const editor = useEditor();
  // Typing is one undo step, recorded when the field loses focus.
  const typeInto = (recipe: (draft: PhaseItem) => void) => editor.updateItem(arrow.id, recipe, 'typing');
  const set = (recipe: (a: Arrow) => void) => update((d) => void (d.type === 'arrow' && recipe(d)));
  // Order, pause and sameTime set here are the coach's timing: the engine keeps them (Arrow.coachTimed).
  const setTiming = (recipe: (a: Arrow) => void) =>
    set((a) => {
      recipe(a);
      a.coachTimed = true;
    });
  return (
    <>
      <label className={label}>
        {t('editor.properties.kind')}
        <select className={input} value={arrow.subType} onChange={(e) => set((a) => void (a.subType = e.target.value as Arrow['subType']))}>
          {ARROW_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`editor.arrowKinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('editor.properties.shape')}
        <select className={input} value={arrow.shape} onChange={(e) => set((a) => void (a.shape = Number(e.target.value) as Arrow['shape']))}>
          {([0, 1, 2, 3] as const).map((shape) => (
            <option key={shape} value={shape}>
              {t(`editor.arrowShapes.${shape}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-5" checked={arrow.sameTime} onChange={(e) => setTiming((a) => void (a.sameTime = e.target.checked))} />
        {t('editor.properties.sameTime')}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-5" checked={arrow.option} onChange={(e) => set((a) => void (a.option = e.target.checked))} />
        {t('editor.properties.option')}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-5" checked={arrow.ends} onChange={(e) => set((a) => void (a.ends = e.target.checked))} />
        {t('editor.properties.arrowhead')}
      </label>
      <label className={label}>
        {t('editor.properties.order')}
        <input type="number" min={0} max={MAX_ANIMATION_ORDER} className={input} value={arrow.animationOrder} onChange={(e) => setTiming((a) => void (a.animationOrder = Math.min(MAX_ANIMATION_ORDER, Math.max(0, Math.round(Number(e.target.value) || 0)))))} />
      </label>
      <label className={label}>
        {t('editor.properties.pause')}
        <input type="number" min={0} max={MAX_PAUSE} step={0.1} className={input} value={arrow.pause} onChange={(e) => setTiming((a) => void (a.pause = Math.min(MAX_PAUSE, Math.max(0, Number(e.target.value) || 0))))} />
      </label>
      <label className={label}>
        {t('editor.properties.arrowText')}
        <input dir="auto" className={input} maxLength={MAX_ARROW_TEXT_LENGTH} value={arrow.text ?? ''} onChange={(e) => typeInto((d) => void (d.type === 'arrow' && (d.text = e.target.value || undefined)))} onBlur={() => editor.endTyping()} />
      </label>
    </>
  );
}

function ObjectProperties({ object, update }: { object: PlayObject; update: (recipe: (draft: PhaseItem) => void) => void }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const typeInto = (recipe: (draft: PhaseItem) => void) => editor.updateItem(object.id, recipe, 'typing');
  const set = (recipe: (o: PlayObject) => void) => update((d) => void (d.type === 'object' && recipe(d)));
  const formats = object.formats ?? [];
  const toggleFormat = (format: 'bold' | 'italic' | 'underline') =>
    set((o) => void (o.formats = formats.includes(format) ? formats.filter((f) => f !== format) : [...formats, format]));
  return (
    <>
      {object.subType === 'player' && (
        <>
          <label className={label}>
            {t('editor.properties.team')}
            <select className={input} value={object.team} onChange={(e) => set((o) => void (o.team = e.target.value as PlayObject['team']))}>
              {PLAYER_TEAMS.map((team) => (
                <option key={team} value={team}>
                  {t(`editor.properties.teams.${team}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            {t('editor.properties.number')}
            <select className={input} value={object.number ?? 0} onChange={(e) => set((o) => void (o.number = Number(e.target.value)))}>
              {[1, 2, 3, 4, 5, 0].map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? '?' : n}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {object.subType === 'text' && (
        <>
          <label className={label}>
            {t('editor.properties.text')}
            <textarea dir="auto" className={cn(input, 'min-h-16 py-1')} maxLength={MAX_OBJECT_TEXT_LENGTH} value={object.text ?? ''} onChange={(e) => typeInto((d) => void (d.type === 'object' && (d.text = e.target.value)))} onBlur={() => editor.endTyping()} />
          </label>
          <label className={label}>
            {t('editor.properties.fontSize')}
            <input type="number" min={0.5} max={MAX_FONT_SIZE} step={0.5} className={input} value={object.fontSize ?? 2} onChange={(e) => set((o) => void (o.fontSize = Math.min(MAX_FONT_SIZE, Math.max(0.5, Number(e.target.value) || 2))))} />
          </label>
          <div className="flex flex-wrap gap-1">
            {(['left', 'center', 'right'] as const).map((align) => (
              <button key={align} type="button" aria-label={t(`editor.properties.align.${align}`)} aria-pressed={(object.alignment ?? 'left') === align} className={paletteButton((object.alignment ?? 'left') === align)} onClick={() => set((o) => void (o.alignment = align))}>
                {align === 'left' ? <AlignLeft className="size-4" /> : align === 'center' ? <AlignCenter className="size-4" /> : <AlignRight className="size-4" />}
              </button>
            ))}
            {(['top', 'middle', 'bottom'] as const).map((v) => (
              <button key={v} type="button" aria-pressed={(object.verticalAlignment ?? 'top') === v} className={cn(paletteButton((object.verticalAlignment ?? 'top') === v), 'px-2')} onClick={() => set((o) => void (o.verticalAlignment = v))}>
                {t(`editor.properties.vertical.${v}`)}
              </button>
            ))}
            <button type="button" aria-label={t('editor.properties.bold')} aria-pressed={formats.includes('bold')} className={paletteButton(formats.includes('bold'))} onClick={() => toggleFormat('bold')}>
              <Bold className="size-4" />
            </button>
            <button type="button" aria-label={t('editor.properties.italic')} aria-pressed={formats.includes('italic')} className={paletteButton(formats.includes('italic'))} onClick={() => toggleFormat('italic')}>
              <Italic className="size-4" />
            </button>
            <button type="button" aria-label={t('editor.properties.underline')} aria-pressed={formats.includes('underline')} className={paletteButton(formats.includes('underline'))} onClick={() => toggleFormat('underline')}>
              <Underline className="size-4" />
            </button>
          </div>
        </>
      )}
      {object.subType !== 'hoop' && (
        <div className={label}>
          {t('editor.properties.colour')}
          <div className="flex flex-wrap gap-1.5">
            {COLOR_PALETTE.map((color) => (
              <button
                key={color.id}
                type="button"
                title={t(`editor.properties.colours.${color.id}`)}
                aria-label={t(`editor.properties.colours.${color.id}`)}
                className={cn('size-11 rounded-full border-2', object.color === color.value ? 'border-primary' : 'border-line')}
                style={{ background: color.value }}
                onClick={() => set((o) => void (o.color = color.value))}
              />
            ))}
          </div>
        </div>
      )}
      {(object.subType === 'rectangle' || object.subType === 'text' || object.subType === 'circle' || object.subType === 'polygon' || object.subType === 'triangle') && (
        <label className={label}>
          {t('editor.properties.angle')}
          <input type="number" className={input} value={object.angle ?? 0} onChange={(e) => set((o) => void (o.angle = ((Number(e.target.value) % 360) + 360) % 360))} />
        </label>
      )}
    </>
  );
}
