// The interactive layer (Excalidraw's split): selection, hover, handles, snap guide, marquee and
// step errors, drawn above the items and apart from them, so moving a handle never redraws the court.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { type PhaseItem, type PlayObject, type PlaySettings, arrowPath, pointAtLength, ERROR_COLOR, type Primitive, type TextPrimitive } from '../../../engine';
import { selectPhase, useEditorShallow, useEditorState } from '../editor-context';
import { stepErrorText } from '../step-texts';
import { handlesOf } from '../tools/handles';
import { effectiveStatus } from '../store/status';
import { halfSize } from '../tools/hit-test';
import { RENDER_ORDER } from './materials';
import { PrimitiveMesh } from './primitive-mesh';
import type { ViewController } from './view';
import { countRender } from './render-stats';

export const SELECTION_COLOR = '#2065d1';
const HOVER_COLOR = '#2065d180';
/** A viewer's hover (HOVERING_ANIMATOR): the object is pointed out, not offered for editing. */
const ANIMATOR_HOVER_COLOR = '#ffab00';
const SNAP_COLOR = '#00a76f';
/** On-screen sizes in pixels. */
const HANDLE_RADIUS_PX = 6;
const OUTLINE_PX = 2;

function outline(item: PhaseItem, settings: PlaySettings, color: string, width: number, out: Primitive[]): void {
  const base = { layer: 'item' as const, role: 'text-box' as const, stroke: color, strokeWidth: width };
  if (item.type === 'arrow') {
    const path = arrowPath(item);
    const points: number[] = [];
    for (const p of path.points) points.push(p.x, p.y);
    out.push({ ...base, kind: 'polyline', points, strokeWidth: width * 3, opacity: 0.35 });
    return;
  }
  const half = halfSize(item, settings);
  if (item.subType === 'player' || item.subType === 'cone' || item.subType === 'hoop') {
    out.push({ ...base, kind: 'circle', cx: item.pos.x, cy: item.pos.y, r: half.x + width * 2 });
    return;
  }
  const o = item as PlayObject;
  out.push({ ...base, kind: 'rect', x: o.pos.x - half.x, y: o.pos.y - half.y, width: half.x * 2, height: half.y * 2, rotation: o.angle ?? 0 });
}

export const InteractionLayer = memo(function InteractionLayer({ view }: { view: ViewController }) {
  countRender('InteractionLayer');
  const pixelsPerUnit = useStore(view.store, (s) => s.scale * s.zoom);
  const selection = useEditorShallow((s) => {
    const phase = selectPhase(s);
    return s.selection.map((id) => phase.objects.find((item) => item.id === id)).filter((item): item is PhaseItem => item !== undefined);
  });
  const hovered = useEditorState((s) => (s.hovered && !s.selection.includes(s.hovered) ? selectPhase(s).objects.find((item) => item.id === s.hovered) : undefined));
  const settings = useEditorState((s) => s.doc.data.settings);
  const snapGuide = useEditorState((s) => s.snapGuide);
  const marquee = useEditorState((s) => s.marquee);
  const editing = useEditorState((s) => s.editingId);
  const report = useEditorState((s) => s.report);
  const editable = useEditorState((s) => s.editable);
  const phase = useEditorState(selectPhase);
  const { t } = useTranslation();

  const primitives = useMemo(() => {
    const unit = 1 / pixelsPerUnit;
    const out: Primitive[] = [];
    if (hovered) {
      const status = effectiveStatus('HOVERING', { editable, animatable: true });
      outline(hovered, settings, status === 'HOVERING_ANIMATOR' ? ANIMATOR_HOVER_COLOR : HOVER_COLOR, OUTLINE_PX * unit, out);
    }
    for (const item of selection) if (item.id !== editing) outline(item, settings, SELECTION_COLOR, OUTLINE_PX * unit, out);
    if (selection.length === 1) {
      for (const handle of handlesOf(selection[0]!, settings)) {
        out.push({ layer: 'item', role: 'text-box', kind: 'circle', cx: handle.at.x, cy: handle.at.y, r: HANDLE_RADIUS_PX * unit, fill: '#ffffff', stroke: SELECTION_COLOR, strokeWidth: OUTLINE_PX * unit });
      }
    }
    if (snapGuide) {
      out.push({ layer: 'item', role: 'text-box', kind: 'circle', cx: snapGuide.x, cy: snapGuide.y, r: 14 * unit, stroke: SNAP_COLOR, strokeWidth: 3 * unit });
    }
    if (marquee) {
      const x = Math.min(marquee.x1, marquee.x2);
      const y = Math.min(marquee.y1, marquee.y2);
      out.push({ layer: 'item', role: 'text-box', kind: 'rect', x, y, width: Math.abs(marquee.x2 - marquee.x1), height: Math.abs(marquee.y2 - marquee.y1), rotation: 0, fill: '#2065d11f', stroke: SELECTION_COLOR, strokeWidth: unit, dash: [4 * unit, 3 * unit] });
    }
    // Step errors, written beside the arrows that caused them.
    if (report && report.phaseId === phase.id) {
      for (const item of phase.objects) {
        const engineError = report.errors[item.id];
        if (!engineError || item.type !== 'arrow') continue;
        const error = stepErrorText(t, engineError);
        const path = arrowPath(item);
        const middle = pointAtLength(path, path.length / 2);
        // A light pill behind the sentence keeps it readable on any court colour.
        const fontSize = 13 * unit;
        const width = error.length * fontSize * 0.56 + 12 * unit;
        out.push({ layer: 'item', role: 'text-box', kind: 'rect', x: middle.x - width / 2, y: middle.y + 9 * unit, width, height: fontSize * 1.6, rotation: 0, fill: '#ffffffe0' });
        const label: TextPrimitive = {
          layer: 'item', role: 'arrow-text', kind: 'text', x: middle.x, y: middle.y + 12 * unit, text: error, fontSize: 13 * unit,
          align: 'center', baseline: 'top', bold: true, italic: false, underline: false, rotation: 0, fill: ERROR_COLOR,
        };
        out.push(label);
      }
    }
    return out;
  }, [pixelsPerUnit, hovered, selection, settings, snapGuide, marquee, editing, report, phase, editable, t]);

  return <PrimitiveMesh primitives={primitives} renderOrder={RENDER_ORDER.overlay} />;
});

