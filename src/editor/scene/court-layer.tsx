// The static court: its own mesh, redrawn only when the court's kind, view or colours change.
import { memo, useMemo } from 'react';
import { type PlaySettings, drawCourt, playCourt } from '../../../engine';
import { useEditorState } from '../editor-context';
import { RENDER_ORDER } from './materials';
import { PrimitiveMesh } from './primitive-mesh';
import { countRender } from './render-stats';

type CourtSettings = Pick<PlaySettings, 'viewMode' | 'courtType' | 'courtColor'>;

/** The court of these settings (the editor's canvas and the playback worker both draw it). */
export const CourtMesh = memo(function CourtMesh({ viewMode, courtType, courtColor }: CourtSettings) {
  countRender('court');
  const primitives = useMemo(() => drawCourt(playCourt({ viewMode, courtType }), courtColor, courtColor.showTiles), [viewMode, courtType, courtColor]);
  return <PrimitiveMesh primitives={primitives} renderOrder={RENDER_ORDER.court} />;
});

/** The court of the play being edited. */
export const CourtLayer = memo(function CourtLayer() {
  const viewMode = useEditorState((s) => s.doc.data.settings.viewMode);
  const courtType = useEditorState((s) => s.doc.data.settings.courtType);
  const courtColor = useEditorState((s) => s.doc.data.settings.courtColor);
  return <CourtMesh viewMode={viewMode} courtType={courtType} courtColor={courtColor} />;
});
