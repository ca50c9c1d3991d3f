// Which pointers the court takes (issue 32): a pen draws as a mouse does, and a hand resting on a
// tablet's glass does not draw. While a pen is down or near (and a moment after it lifts), touches
// are a palm and ignored; a touch whose contact is larger than a fingertip's is a palm at any time.
// A pen landing while a touch is under way drops that touch (the palm came down first).

/** A touch whose contact is wider or taller than this (CSS pixels) is a resting palm, not a fingertip. */
export const PALM_CONTACT_PX = 50;
/** How long after a pen's last event (down, move, hover or lift) touches are still taken for its palm. */
export const PEN_PALM_GRACE_MS = 500;

/** What the filter reads of a pointer event (a DOM PointerEvent or React's). */
export interface PalmPointer {
  pointerId: number;
  pointerType: string;
  /** Contact size in CSS pixels (1 for a mouse or a pen tip). */
  width?: number;
  height?: number;
  /** Milliseconds, on one clock for all events (the event's timeStamp). */
  timeStamp: number;
}

export interface DownVerdict {
  /** The court handles this pointer (down, its moves and its lift). */
  accept: boolean;
  /** A pen landed while touches were under way: what they started is dropped. */
  dropTouches: boolean;
}

export function isPalmContact(p: PalmPointer): boolean {
  return p.pointerType === 'touch' && Math.max(p.width ?? 0, p.height ?? 0) > PALM_CONTACT_PX;
}

export class PalmRejection {
  /** Pens down now. */
  private readonly pens = new Set<number>();
  /** When a pen was last seen (down, moving, hovering or lifting). */
  private penSeenAt = Number.NEGATIVE_INFINITY;
  /** Touches the court took and that are still down. */
  private readonly touches = new Set<number>();
  /** Pointers ignored until they lift. */
  private readonly ignored = new Set<number>();

  /** Whether a pen is down or was seen within PEN_PALM_GRACE_MS of `now`. */
  penActive(now: number): boolean {
    return this.pens.size > 0 || now - this.penSeenAt <= PEN_PALM_GRACE_MS;
  }

  down(p: PalmPointer): DownVerdict {
    if (p.pointerType === 'pen') {
      this.pens.add(p.pointerId);
      this.penSeenAt = p.timeStamp;
      const dropTouches = this.touches.size > 0;
      for (const id of this.touches) this.ignored.add(id);
      this.touches.clear();
      return { accept: true, dropTouches };
    }
    if (p.pointerType === 'touch') {
      if (this.penActive(p.timeStamp) || isPalmContact(p)) {
        this.ignored.add(p.pointerId);
        return { accept: false, dropTouches: false };
      }
      this.touches.add(p.pointerId);
    }
    return { accept: true, dropTouches: false };
  }

  /** Whether the court handles this move (a pen hovering counts as a pen near the glass). */
  move(p: PalmPointer): boolean {
    if (p.pointerType === 'pen') this.penSeenAt = p.timeStamp;
    return !this.ignored.has(p.pointerId);
  }

  /** Whether the court handles this lift; the pointer is forgotten either way. */
  up(p: PalmPointer): boolean {
    if (p.pointerType === 'pen') {
      this.pens.delete(p.pointerId);
      this.penSeenAt = p.timeStamp;
    }
    this.touches.delete(p.pointerId);
    return !this.ignored.delete(p.pointerId);
  }

  /** A cancelled pointer: whether it was one the court had taken (so what it started is dropped). */
  cancel(p: PalmPointer): boolean {
    return this.up(p);
  }
}
