// The static court: its own mesh, redrawn only when the court's kind, view or colours change.
import { memo, useMemo } from 'react';
import { drawCourt, playCourt } from '../../../engine';
import { useEditorState } from '../editor-context';
import { RENDER_ORDER } from './materials';
import { PrimitiveMesh } from './primitive-mesh';
import { countRender } from './render-stats';

export const CourtLayer = memo(function CourtLayer() {
  countRender('court');
  const viewMode = useEditorState((s) => s.doc.data.settings.viewMode);
  const courtType = useEditorState((s) => s.doc.data.settings.courtType);
  const courtColor = useEditorState((s) => s.doc.data.settings.courtColor);
  const primitives = useMemo(() => drawCourt(playCourt({ viewMode, courtType }), courtColor, courtColor.showTiles), [viewMode, courtType, courtColor]);
  return <PrimitiveMesh primitives={primitives} renderOrder={RENDER_ORDER.court} />;
});
