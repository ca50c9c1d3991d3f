// Export of the current phase: SVG straight from the engine (toSvg of the display list), PNG by
// rasterising that SVG through an <img> and a canvas. One geometry for the editor and exports.
import { drawPhase, toSvg, type Phase, type PlaySettings } from '../../engine';
import { EditorError } from './messages';

/** Pixels per court unit of an exported PNG. */
export const PNG_SCALE = 16;

export function phaseSvg(phase: Phase, settings: PlaySettings, title: string): string {
  return toSvg(drawPhase(phase, settings), { title });
}

function svgSize(svg: string): { width: number; height: number } {
  const match = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  return match ? { width: Number(match[3]), height: Number(match[4]) } : { width: 60, height: 60 };
}

export async function svgToPng(svg: string, scale = PNG_SCALE): Promise<Blob> {
  const { width, height } = svgSize(svg);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new EditorError({ key: 'editor.export.notDrawn' }));
    });
    image.src = url;
    await loaded;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new EditorError({ key: 'editor.export.noCanvas' });
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new EditorError({ key: 'editor.export.notMade' }))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function fileName(title: string, phase: Phase, extension: string): string {
  const base = `${title || 'play'}-${phase.title || phase.id}`.replace(/[^\w-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return `${base || 'play'}.${extension}`;
}
