// Shared three.js materials and geometries: one of each for the whole editor.
import { CircleGeometry, DoubleSide, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three';

/** Triangles coloured per vertex (RGBA), drawn in order with no depth test: a 2D painter's model. */
export const vertexColorMaterial = new MeshBasicMaterial({ vertexColors: true, transparent: true, depthTest: false, depthWrite: false, side: DoubleSide });
// Flat 2D triangles need no back-then-front pass: one draw call per mesh, not two.
vertexColorMaterial.forceSinglePass = true;

/**
 * Items and players are layered by their place in the engine's display list (itemsInDrawOrder), as
 * print and SVG draw them. Players are instanced (one draw call for all), so a place is also a
 * depth: players are drawn first and write theirs, and an item placed under a player fails the
 * depth test where the player is; items among themselves keep the painter's order (renderOrder).
 */
export const LAYER_DEPTH_STEP = 0.05;

/** The depth of the item at `rank` in its phase's display list (the court lies at 0). */
export function layerDepth(rank: number): number {
  return (rank + 1) * LAYER_DEPTH_STEP;
}

/** vertexColorMaterial for layered items: tested against the players' depth, writing none. */
export const layeredVertexColorMaterial = new MeshBasicMaterial({ vertexColors: true, transparent: true, depthTest: true, depthWrite: false, side: DoubleSide });
layeredVertexColorMaterial.forceSinglePass = true;

export const unitDisc = new CircleGeometry(1, 48);
export const unitPlane = new PlaneGeometry(1, 1);
/** The ball carrier's ring, relative to a disc of radius 1 (engine BALL_RING_SCALE 1.35, width 0.25). */
export const ballRing = new RingGeometry(1.35 - 0.125, 1.35 + 0.125, 48);

export function flatMaterial(color: string, opacity = 1): MeshBasicMaterial {
  const material = new MeshBasicMaterial({ color, transparent: true, opacity, depthTest: false, depthWrite: false, side: DoubleSide });
  material.forceSinglePass = true;
  return material;
}

/** Draw order bands: court, players (writing their layer depth), items (by display-list place), overlay. */
export const RENDER_ORDER = { court: 0, players: 1, playerLabels: 3, items: 10, overlay: 9000 } as const;
