// The four court colour presets (spec §3 "Court colour"): wood with floor tiles, and three flat colours.
// The type lives here, zod-free; play.ts checks its schema against it (and imports this file, so
// this file imports nothing from play.ts, not even a type).

/** A play's court colour: a preset's id, whether floor tiles show, and the line and floor colours. */
export interface CourtColor {
  id: string;
  showTiles: boolean;
  lineColor: string;
  backgroundColor: string;
}

export const COURT_COLOR_PRESETS: readonly CourtColor[] = [
  { id: 'wood', showTiles: true, lineColor: '#ffffff', backgroundColor: '#d9a066' },
  { id: 'light', showTiles: false, lineColor: '#212b36', backgroundColor: '#f4f6f8' },
  { id: 'blue', showTiles: false, lineColor: '#ffffff', backgroundColor: '#1d4f91' },
  { id: 'green', showTiles: false, lineColor: '#ffffff', backgroundColor: '#2e7d32' },
];

/** New plays, and plays saved before courts had colours, are drawn on wood. */
export const DEFAULT_COURT_COLOR_ID = 'wood';

/** A fresh copy of the preset named `id` (the default preset when unknown). */
export function courtColorPreset(id: string = DEFAULT_COURT_COLOR_ID): CourtColor {
  const preset = COURT_COLOR_PRESETS.find((candidate) => candidate.id === id) ?? COURT_COLOR_PRESETS[0]!;
  return { ...preset };
}
