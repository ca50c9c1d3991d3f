// The palette: the select tool, arrow kinds and shapes, players by team and number, objects and
// shapes. Every button is at least 44 px on touch screens (DESIGN.md §6). On a tablet (768 to
// 1099 px, issue 32) it is a rail two 44 px icons wide: the written names stay for screen readers
// and tooltips.
import { MousePointer2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ARROW_KINDS, type ArrowKind, BALL_COLOR, CONE_COLOR, teamColor } from '../../../engine';
import { cn } from '../../ui/cn';
import { useEditor, useEditorState } from '../editor-context';
import { labelWithShortcut, runCommand } from '../../editor-kit/commands';
import { chooseArrow, choosePlace, editorCommands, setArrowShape } from '../store/commands';
import { PALETTE, type PaletteEntry } from '../store/palette-items';
import { countRender } from '../scene/render-stats';
import { useTranslation } from 'react-i18next';

/** A palette entry's name in the coach's language (a player's is put together from number, position and team). */
export function paletteLabel(t: TFunction, entry: PaletteEntry): string {
  const { key, values } = entry.label;
  if (!values) return t(key);
  return t(key, { ...values, position: t(`editor.palette.positions.${values.position}`), team: t(`editor.palette.teams.${values.team}`) });
}

export function paletteButton(active: boolean): string {
  return cn(
    'flex min-h-11 min-w-11 items-center justify-center rounded-card border text-xs font-semibold transition',
    'focus-visible:outline-2 focus-visible:outline-primary',
    active ? 'border-primary bg-primary-soft text-primary-ink' : 'border-line bg-surface text-ink hover:bg-raised',
  );
}

function EntryIcon({ entry }: { entry: PaletteEntry }) {
  const t = entry.template;
  if (t.subType === 'player') {
    const label = t.team === 'ball' ? '1' : String(t.number ?? '?');
    return (
      <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
        {t.team === 'ball' && <circle cx="12" cy="12" r="11" fill="none" stroke={BALL_COLOR} strokeWidth="2" />}
        <circle cx="12" cy="12" r="8.5" fill={teamColor(t.team)} />
        <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
          {label}
        </text>
      </svg>
    );
  }
  const shapes: Record<string, ReactNode> = {
    cone: <polygon points="12,4 19,19 5,19" fill={CONE_COLOR} />,
    hoop: <circle cx="12" cy="12" r="6" fill="none" stroke={BALL_COLOR} strokeWidth="2.5" />,
    text: (
      <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fill="currentColor">
        T
      </text>
    ),
    rectangle: <rect x="3" y="6" width="18" height="12" fill="#1e88e53d" stroke="currentColor" strokeWidth="1.5" />,
    circle: <circle cx="12" cy="12" r="8" fill="#1e88e53d" stroke="currentColor" strokeWidth="1.5" />,
    polygon: <polygon points="12,3 20,8 20,16 12,21 4,16 4,8" fill="#1e88e53d" stroke="currentColor" strokeWidth="1.5" />,
    triangle: <polygon points="12,4 20,19 4,19" fill="#1e88e53d" stroke="currentColor" strokeWidth="1.5" />,
  };
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
      {shapes[t.subType]}
    </svg>
  );
}

/** The arrow shapes drawn, for the tablet's rail (its buttons have no room for the names). */
const SHAPE_PATHS: Record<0 | 1 | 2 | 3, string> = {
  0: 'M3 12h18',
  1: 'M3 17Q12 3 21 17',
  2: 'M4 19V7h16',
  3: 'M3 12C6 3 9 3 12 12S18 21 21 12',
};

/** The rail's two columns of 44 px buttons (tablet only). */
const RAIL_GRID = 'tablet:max-desktop:grid-cols-[repeat(2,2.75rem)] tablet:max-desktop:justify-center';
/** Written out in the desktop's and phone's palette; for screen readers only in the tablet's rail. */
const RAIL_HIDDEN = 'tablet:max-desktop:sr-only';

function ArrowIcon({ kind }: { kind: ArrowKind }) {
  const stroke = { stroke: 'currentColor', strokeWidth: 1.8, fill: 'none' };
  switch (kind) {
    case 'pass':
      return <path d="M3 12h14" {...stroke} strokeDasharray="3 2.5" />;
    case 'dribble':
      return <path d="M3 12l2-3 2 6 2-6 2 6 2-6 2 3h3" {...stroke} />;
    case 'screen':
      return <path d="M3 12h16M19 7v10" {...stroke} />;
    case 'shot':
      return <path d="M3 10h14M3 14h14" {...stroke} />;
    case 'handoff':
      return <path d="M3 12h14M10 8v8M13 8v8" {...stroke} />;
    default:
      return <path d="M3 12h14" {...stroke} />;
  }
}

export function Palette() {
  countRender('Palette');
  const { t } = useTranslation();
  const editor = useEditor();
  const tool = useEditorState((s) => s.tool);
  const groups = (['offense', 'defense', 'objects', 'shapes'] as const).map((group) => ({ group, entries: PALETTE.filter((e) => e.group === group) }));
  return (
    <div className="flex flex-col gap-4 p-3 tablet:max-desktop:gap-3 tablet:max-desktop:px-2" data-testid="palette">
      <button
        type="button"
        className={cn(paletteButton(tool.mode === 'select'), 'gap-2 px-3')}
        onClick={() => runCommand(editor, editorCommands.selectTool)}
        aria-pressed={tool.mode === 'select'}
        title={labelWithShortcut(t('editor.palette.selectAndMove'), editorCommands.selectTool.shortcut, t)}
      >
        <MousePointer2 className="size-4 tablet:max-desktop:size-5" aria-hidden="true" /> <span className={RAIL_HIDDEN}>{t('editor.palette.select')}</span>
      </button>
      <section>
        <h2 className="mb-1.5 truncate text-xs font-semibold uppercase tracking-wide text-muted">{t('editor.palette.arrows')}</h2>
        <div className={cn('grid grid-cols-3 gap-1.5', RAIL_GRID)}>
          {ARROW_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={cn(paletteButton(tool.mode === 'arrow' && tool.arrowKind === kind), 'flex-col gap-0.5 py-1')}
              aria-pressed={tool.mode === 'arrow' && tool.arrowKind === kind}
              data-arrow-kind={kind}
              title={t(`editor.arrowKinds.${kind}`)}
              onClick={() => chooseArrow(editor, kind)}
            >
              <svg viewBox="0 0 22 24" className="h-5 w-6" aria-hidden="true">
                <ArrowIcon kind={kind} />
              </svg>
              <span className={RAIL_HIDDEN}>{t(`editor.arrowKinds.${kind}`)}</span>
            </button>
          ))}
        </div>
        <div className={cn('mt-1.5 grid grid-cols-2 gap-1.5', RAIL_GRID)}>
          {([0, 1, 2, 3] as const).map((shape) => (
            <button
              key={shape}
              type="button"
              data-arrow-shape={shape}
              className={cn(paletteButton(tool.arrowShape === shape), 'px-2 tablet:max-desktop:px-0')}
              aria-pressed={tool.arrowShape === shape}
              title={t(`editor.arrowShapes.${shape}`)}
              onClick={() => setArrowShape(editor, shape)}
            >
              <svg viewBox="0 0 24 24" className="hidden size-6 tablet:max-desktop:block" aria-hidden="true">
                <path d={SHAPE_PATHS[shape]} stroke="currentColor" strokeWidth="1.8" fill="none" />
              </svg>
              <span className={RAIL_HIDDEN}>{t(`editor.arrowShapes.${shape}`)}</span>
            </button>
          ))}
        </div>
      </section>
      {groups.map((group) => (
        <section key={group.group}>
          <h2 className="mb-1.5 truncate text-xs font-semibold uppercase tracking-wide text-muted">{t(`editor.palette.groups.${group.group}`)}</h2>
          <div className={cn('grid grid-cols-4 gap-1.5', RAIL_GRID)}>
            {group.entries.map((entry) => (
              <button
                key={entry.id}
                type="button"
                title={paletteLabel(t, entry)}
                aria-label={paletteLabel(t, entry)}
                data-palette={entry.id}
                aria-pressed={tool.mode === 'place' && tool.placeId === entry.id}
                className={paletteButton(tool.mode === 'place' && tool.placeId === entry.id)}
                onClick={() => choosePlace(editor, entry.id)}
              >
                <EntryIcon entry={entry} />
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
