// One phase of a play drawn by the engine (display list → SVG), the same geometry as the editor,
// print and exports. Shown as an image from a data URL: the SVG is never put into the page as HTML.
import { useMemo } from 'react';
import { drawPhase, toSvg, type PlayData } from '../../engine/index';
import { thumbnailSrc } from './item-thumbnail';

export function phaseSvg(play: PlayData, phaseIndex: number, title?: string): string | null {
  const phase = play.phases[phaseIndex];
  if (!phase) return null;
  return toSvg(drawPhase(phase, play.settings), { title });
}

export function PhaseCourt({ play, phaseIndex = 0, alt, className }: { play: PlayData; phaseIndex?: number; alt: string; className?: string }) {
  const src = useMemo(() => {
    const svg = phaseSvg(play, phaseIndex);
    return svg === null ? null : thumbnailSrc(svg);
  }, [play, phaseIndex]);
  if (src === null) return <div className={`bg-raised ${className ?? ''}`} role="img" aria-label={alt} />;
  return <img src={src} alt={alt} className={`bg-raised object-contain ${className ?? ''}`} draggable={false} />;
}
