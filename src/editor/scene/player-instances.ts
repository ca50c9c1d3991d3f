// Players as instanced meshes (pmndrs habit: many identical markers, one draw call): one for every
// disc, one for every ball ring, one per label glyph. Player components register what the display
// list says about them; animation writes positions straight in, with no React render.
import { CanvasTexture, Color, DoubleSide, InstancedBufferAttribute, InstancedMesh, Matrix4, MeshBasicMaterial, type Texture } from 'three';
import { type CirclePrimitive, type DrawContext, type PlayObject, type Primitive, type TextPrimitive, drawItem } from '../../../engine';
import { TEXT_FONT_FAMILY, canvas2d } from './canvas-2d';
import { ballRing, layerDepth, unitDisc, unitPlane } from './materials';

export const PLAYER_CAPACITY = 64;
/** The labels a player can carry (spec §3: 1 to 5, and ? for 0). */
export const GLYPHS = ['1', '2', '3', '4', '5', '?'] as const;

export interface PlayerLook {
  x: number;
  y: number;
  r: number;
  fill: string;
  label: string;
  labelColor: string;
  /** Ball ring colour when this player carries the ball. */
  ring: string | null;
  /** Its layer depth (materials layerDepth): what covers it and what it covers. */
  depth: number;
}

/** A player's look as the engine's display list draws it, at `rank` in it (null for an object with no disc). */
export function playerLook(item: PlayObject, context: DrawContext, rank: number): PlayerLook | null {
  const out: Primitive[] = [];
  drawItem(item, context, out);
  const disc = out.find((p): p is CirclePrimitive => p.kind === 'circle' && p.role === 'player-disc');
  if (!disc) return null;
  const ring = out.find((p): p is CirclePrimitive => p.kind === 'circle' && p.role === 'ball-ring');
  const label = out.find((p): p is TextPrimitive => p.kind === 'text' && p.role === 'player-label');
  return {
    x: disc.cx,
    y: disc.cy,
    r: disc.r,
    fill: disc.fill ?? '#212b36',
    label: label?.text ?? '?',
    labelColor: label?.fill ?? '#ffffff',
    ring: ring?.stroke ?? null,
    depth: layerDepth(rank),
  };
}

/** A look with its colours parsed once (a frame only moves players, it never parses colours). */
interface Slot {
  look: PlayerLook;
  fill: Color;
  ring: Color | null;
  glyph: number;
}

const matrix = new Matrix4();

const CELL = 128;

/** Every label glyph side by side in one texture, so all labels are one instanced draw call. */
function glyphAtlas(): Texture | null {
  const drawing = canvas2d(CELL * GLYPHS.length, CELL);
  if (!drawing) return null;
  const { canvas, context } = drawing;
  context.fillStyle = '#ffffff';
  context.font = `700 92px ${TEXT_FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  GLYPHS.forEach((glyph, index) => context.fillText(glyph, CELL * index + CELL / 2, CELL / 2 + 6));
  const texture = new CanvasTexture(canvas);
  texture.anisotropy = 4;
  return texture;
}

/** A material that picks each instance's glyph from the atlas by its `glyph` attribute. */
function labelMaterial(): MeshBasicMaterial {
  // Only the glyph's own pixels write depth: the clear corners of its square must not hide what lies under.
  const material = new MeshBasicMaterial({ map: glyphAtlas(), transparent: true, alphaTest: 0.5, side: DoubleSide });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute float glyph;')
      .replace('#include <uv_vertex>', `#include <uv_vertex>\n#ifdef USE_MAP\nvMapUv.x = (vMapUv.x + glyph) / ${GLYPHS.length}.0;\n#endif`);
  };
  material.customProgramCacheKey = () => 'courtside-player-labels';
  return material;
}

export class PlayerInstances {
  readonly discs: InstancedMesh;
  readonly rings: InstancedMesh;
  /** Every label, one instance each, its glyph chosen per instance. */
  readonly labels: InstancedMesh;
  private readonly glyphs = new InstancedBufferAttribute(new Float32Array(PLAYER_CAPACITY), 1);
  private readonly meshes: InstancedMesh[];
  private readonly looks = new Map<string, PlayerLook>();
  /** Slot order (stable ids) for animation: slot i draws ids[i]. */
  private ids: string[] = [];
  /** The looks in slot order, so a frame walks an array (no iterator allocated). */
  private list: Slot[] = [];
  private onChange: () => void = () => {};

  constructor() {
    // Depth tested and written: each player lies at its place in the display list (see layerDepth).
    this.discs = new InstancedMesh(unitDisc, new MeshBasicMaterial({ transparent: true, side: DoubleSide }), PLAYER_CAPACITY);
    this.rings = new InstancedMesh(ballRing, new MeshBasicMaterial({ transparent: true, side: DoubleSide }), PLAYER_CAPACITY);
    const labelPlane = unitPlane.clone();
    labelPlane.setAttribute('glyph', this.glyphs);
    this.labels = new InstancedMesh(labelPlane, labelMaterial(), PLAYER_CAPACITY);
    this.meshes = [this.discs, this.rings, this.labels];
    for (const mesh of this.meshes) {
      (mesh.material as MeshBasicMaterial).forceSinglePass = true;
      mesh.count = 0;
      mesh.frustumCulled = false;
    }
  }

  /** Called after every change (the canvas invalidates its frame). */
  listen(onChange: () => void): void {
    this.onChange = onChange;
  }

  set(id: string, look: PlayerLook): void {
    this.looks.set(id, look);
    this.relist();
    this.flush();
  }

  /** Every look at once (playback entering a phase): one relist and one write. */
  replaceAll(looks: ReadonlyArray<{ id: string; look: PlayerLook }>): void {
    this.looks.clear();
    for (const { id, look } of looks) this.looks.set(id, look);
    this.relist();
    this.flush();
  }

  remove(id: string): void {
    if (this.looks.delete(id)) {
      this.relist();
      this.flush();
    }
  }

  private relist(): void {
    this.ids = [...this.looks.keys()];
    this.list = [...this.looks.values()].map((look) => {
      const glyph = GLYPHS.indexOf(look.label as (typeof GLYPHS)[number]);
      return { look, fill: new Color(look.fill), ring: look.ring ? new Color(look.ring) : null, glyph: glyph < 0 ? GLYPHS.length - 1 : glyph };
    });
  }

  /** The ball carrier's ring is hidden while the ball itself is animated. */
  showRings(visible: boolean): void {
    this.rings.visible = visible;
    this.flush();
  }

  /** Moves a player without a React render (animation). Call flush() after a batch. */
  moveSilently(id: string, x: number, y: number): void {
    const look = this.looks.get(id);
    if (!look) return;
    look.x = x;
    look.y = y;
  }

  get playerIds(): readonly string[] {
    return this.ids;
  }

  look(id: string): PlayerLook | undefined {
    return this.looks.get(id);
  }

  /** Writes every instance matrix and colour. At most PLAYER_CAPACITY players; allocation-free. */
  flush(): void {
    this.write(true);
  }

  /** Writes the matrices only (animation: players move, colours stay). */
  flushPositions(): void {
    this.write(false);
  }

  private write(withColours: boolean): void {
    let discs = 0;
    let rings = 0;
    for (let i = 0; i < this.list.length; i++) {
      const slot = this.list[i]!;
      const look = slot.look;
      if (discs >= PLAYER_CAPACITY) break;
      if (Number.isNaN(look.x)) continue;
      // y is flipped by the scene's root group, so court units go in as they are.
      matrix.makeScale(look.r, look.r, 1).setPosition(look.x, look.y, look.depth);
      this.discs.setMatrixAt(discs, matrix);
      if (withColours) this.discs.setColorAt(discs, slot.fill);
      discs++;
      if (slot.ring) {
        this.rings.setMatrixAt(rings, matrix);
        if (withColours) this.rings.setColorAt(rings, slot.ring);
        rings++;
      }
      // The label plane is the disc's size; y is negative so the glyph is upright in the flipped scene.
      matrix.makeScale(look.r * 2, -look.r * 2, 1).setPosition(look.x, look.y, look.depth);
      this.labels.setMatrixAt(discs - 1, matrix);
      if (withColours) this.glyphs.setX(discs - 1, slot.glyph);
    }
    this.discs.count = discs;
    this.rings.count = rings;
    this.labels.count = discs;
    if (withColours) this.glyphs.needsUpdate = true;
    for (let i = 0; i < this.meshes.length; i++) {
      const mesh = this.meshes[i]!;
      if (mesh.count === 0 || !mesh.visible) continue;
      // Upload only the instances in use, not the whole capacity.
      mesh.instanceMatrix.clearUpdateRanges();
      mesh.instanceMatrix.addUpdateRange(0, mesh.count * 16);
      mesh.instanceMatrix.needsUpdate = true;
      if (withColours && mesh.instanceColor) {
        mesh.instanceColor.clearUpdateRanges();
        mesh.instanceColor.addUpdateRange(0, mesh.count * 3);
        mesh.instanceColor.needsUpdate = true;
      }
    }
    this.onChange();
  }

  dispose(): void {
    this.labels.geometry.dispose();
    for (const mesh of this.meshes) {
      (mesh.material as MeshBasicMaterial).map?.dispose();
      (mesh.material as MeshBasicMaterial).dispose();
      mesh.dispose();
    }
  }
}
