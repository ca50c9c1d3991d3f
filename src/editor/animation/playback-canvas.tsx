// The playback worker's canvas, above the editor's canvas and below its buttons (PlaybackRenderer).
import { useEffect, useRef } from 'react';
import type { PlaybackRenderer } from './playback-renderer';

export function PlaybackCanvas({ renderer }: { renderer: PlaybackRenderer }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => renderer.attach(container.current!), [renderer]);
  return <div ref={container} className="pointer-events-none absolute inset-0" />;
}
