// The camera of the court: pixels per court unit (the scaling factor, clamped 6..12 when fitting,
// spec §9) times the coach's zoom, and the court point at the middle of the viewport.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { SCALE_FACTOR_MAX, SCALE_FACTOR_MIN, clampScaleFactor, type CourtDimensions, type Point } from '../../../engine';

export interface ViewState {
  width: number;
  height: number;
  /** The fitted scaling factor (px per court unit), clamped to 6..12. */
  scale: number;
  /** The coach's zoom on top of it. */
  zoom: number;
  center: Point;
}

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
/** Pixels kept free around a fitted court. */
const FIT_MARGIN = 8;

export class ViewController {
  readonly store: StoreApi<ViewState> = createStore<ViewState>()(() => ({ width: 1, height: 1, scale: SCALE_FACTOR_MIN, zoom: 1, center: { x: 0, y: 0 } }));
  private court: CourtDimensions | null = null;

  get state(): ViewState {
    return this.store.getState();
  }

  /** Pixels per court unit on screen. */
  get pixelsPerUnit(): number {
    return this.state.scale * this.state.zoom;
  }

  /** The court point under a viewport pixel (relative to the canvas's top-left). */
  toCourt(px: number, py: number): Point {
    const { width, height, center } = this.state;
    const k = this.pixelsPerUnit;
    return { x: center.x + (px - width / 2) / k, y: center.y + (py - height / 2) / k };
  }

  toScreen(point: Point): Point {
    const { width, height, center } = this.state;
    const k = this.pixelsPerUnit;
    return { x: width / 2 + (point.x - center.x) * k, y: height / 2 + (point.y - center.y) * k };
  }

  resize(width: number, height: number, court: CourtDimensions): void {
    const changedCourt = this.court === null || this.court.kind !== court.kind || this.court.view !== court.view;
    this.court = court;
    this.store.setState({ width, height });
    if (changedCourt || this.state.zoom === 1) this.fit();
  }

  /** The whole drawable court in view, the scaling factor clamped to 6..12. */
  fit(): void {
    const court = this.court;
    if (!court) return;
    const { width, height } = this.state;
    const area = court.drawable;
    const w = area.maxX - area.minX;
    const h = area.maxY - area.minY;
    const fitted = Math.min((width - FIT_MARGIN * 2) / w, (height - FIT_MARGIN * 2) / h);
    const scale = clampScaleFactor(fitted);
    // A court wider than the screen at the smallest scale starts at its near end (the hoop).
    const visibleWidth = width / scale;
    const centerX = visibleWidth >= w ? area.minX + w / 2 : area.minX + visibleWidth / 2;
    const visibleHeight = height / scale;
    const centerY = visibleHeight >= h ? area.minY + h / 2 : area.minY + visibleHeight / 2;
    this.store.setState({ scale, zoom: 1, center: { x: centerX, y: centerY } });
  }

  /** Zooms by `factor` keeping the court point under (px, py) still. */
  zoomAt(factor: number, px: number, py: number): void {
    const before = this.toCourt(px, py);
    const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, this.state.zoom * factor));
    this.store.setState({ zoom });
    const after = this.toCourt(px, py);
    const { center } = this.state;
    this.store.setState({ center: { x: center.x + before.x - after.x, y: center.y + before.y - after.y } });
  }

  zoomBy(factor: number): void {
    this.zoomAt(factor, this.state.width / 2, this.state.height / 2);
  }

  /** Moves the view by screen pixels. */
  panBy(dxPx: number, dyPx: number): void {
    const k = this.pixelsPerUnit;
    const { center } = this.state;
    this.store.setState({ center: { x: center.x - dxPx / k, y: center.y - dyPx / k } });
  }
}

export { SCALE_FACTOR_MAX, SCALE_FACTOR_MIN };
