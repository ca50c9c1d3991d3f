// The CSS colours a display list holds (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), and the names the
// engine writes), as sRGB components 0..1: the editor's meshes and the PDF writer read them the same way.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Readonly<Record<string, Rgba>> = {
  black: { r: 0, g: 0, b: 0, a: 1 },
  white: { r: 1, g: 1, b: 1, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

/** The colour, or undefined for none, an empty value and what it cannot read. */
export function parseCssColor(color: string | undefined): Rgba | undefined {
  if (color === undefined) return undefined;
  const value = color.trim().toLowerCase();
  if (value === 'none' || value.length === 0) return undefined;
  if (value in NAMED) return NAMED[value];
  if (value.startsWith('#')) {
    const hex = value.slice(1);
    const full = hex.length === 3 || hex.length === 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(full)) return undefined;
    const byte = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255;
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) : 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value);
  if (fn) {
    const parts = fn[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    if (parts.length < 3 || parts.some((p) => !Number.isFinite(p))) return undefined;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return { r: clamp(parts[0]! / 255), g: clamp(parts[1]! / 255), b: clamp(parts[2]! / 255), a: clamp(parts[3] ?? 1) };
  }
  return undefined;
}
