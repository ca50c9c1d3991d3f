// Shared three.js materials and geometries: one of each for the whole editor.
import { CircleGeometry, DoubleSide, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three';

/** Triangles coloured per vertex (RGBA), drawn in order with no depth test: a 2D painter's model. */
export const vertexColorMaterial = new MeshBasicMaterial({ vertexColors: true, transparent: true, depthTest: false, depthWrite: false, side: DoubleSide });
// Flat 2D triangles need no back-then-front pass: one draw call per mesh, not two.
vertexColorMaterial.forceSinglePass = true;

export const unitDisc = new CircleGeometry(1, 48);
export const unitPlane = new PlaneGeometry(1, 1);
/** The ball carrier's ring, relative to a disc of radius 1 (engine BALL_RING_SCALE 1.35, width 0.25). */
export const ballRing = new RingGeometry(1.35 - 0.125, 1.35 + 0.125, 48);

export function flatMaterial(color: string, opacity = 1): MeshBasicMaterial {
  const material = new MeshBasicMaterial({ color, transparent: true, opacity, depthTest: false, depthWrite: false, side: DoubleSide });
  material.forceSinglePass = true;
  return material;
}

/** Draw order bands: court, items (by displayOrder), players, overlay. */
export const RENDER_ORDER = { court: 0, items: 10, players: 5000, playerLabels: 5001, overlay: 9000 } as const;
