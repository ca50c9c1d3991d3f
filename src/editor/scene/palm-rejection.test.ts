// Issue 32: a pen draws as a mouse does, and a resting palm does not draw.
import { describe, expect, it } from 'vitest';
import { PALM_CONTACT_PX, PEN_PALM_GRACE_MS, PalmRejection, isPalmContact, type PalmPointer } from './palm-rejection';

const pen = (timeStamp: number, pointerId = 2): PalmPointer => ({ pointerId, pointerType: 'pen', width: 1, height: 1, timeStamp });
const finger = (timeStamp: number, pointerId = 10, size = 16): PalmPointer => ({ pointerId, pointerType: 'touch', width: size, height: size, timeStamp });
const mouse = (timeStamp: number): PalmPointer => ({ pointerId: 1, pointerType: 'mouse', width: 1, height: 1, timeStamp });

describe('palm rejection', () => {
  it('takes a pen down, its moves and its lift as it takes a mouse', () => {
    const filter = new PalmRejection();
    expect(filter.down(pen(0))).toEqual({ accept: true, dropTouches: false });
    expect(filter.move(pen(10))).toBe(true);
    expect(filter.up(pen(20))).toBe(true);
    expect(filter.down(mouse(30))).toEqual({ accept: true, dropTouches: false });
    expect(filter.move(mouse(40))).toBe(true);
    expect(filter.up(mouse(50))).toBe(true);
  });

  it('ignores a touch, with its moves and lift, while a pen is down', () => {
    const filter = new PalmRejection();
    filter.down(pen(0));
    expect(filter.down(finger(5))).toEqual({ accept: false, dropTouches: false });
    expect(filter.move(finger(6))).toBe(false);
    expect(filter.move(pen(7))).toBe(true);
    expect(filter.up(finger(8))).toBe(false);
    expect(filter.cancel(finger(8))).toBe(true);
    expect(filter.up(pen(9))).toBe(true);
  });

  it('still ignores touches just after the pen lifts or while it hovers, then takes fingers again', () => {
    const filter = new PalmRejection();
    filter.down(pen(0));
    filter.up(pen(100));
    expect(filter.down(finger(100 + PEN_PALM_GRACE_MS, 11)).accept).toBe(false);
    filter.up(finger(100 + PEN_PALM_GRACE_MS, 11));
    // Hovering over the glass keeps the pen near.
    filter.move(pen(2000));
    expect(filter.down(finger(2000 + PEN_PALM_GRACE_MS / 2, 12)).accept).toBe(false);
    filter.up(finger(2000 + PEN_PALM_GRACE_MS / 2, 12));
    expect(filter.down(finger(2001 + PEN_PALM_GRACE_MS, 13)).accept).toBe(true);
    expect(filter.move(finger(2002 + PEN_PALM_GRACE_MS, 13))).toBe(true);
    expect(filter.up(finger(2003 + PEN_PALM_GRACE_MS, 13))).toBe(true);
  });

  it('ignores a contact larger than a fingertip even with no pen', () => {
    expect(isPalmContact(finger(0, 10, PALM_CONTACT_PX))).toBe(false);
    expect(isPalmContact(finger(0, 10, PALM_CONTACT_PX + 1))).toBe(true);
    expect(isPalmContact({ pointerId: 1, pointerType: 'mouse', width: 200, height: 200, timeStamp: 0 })).toBe(false);
    const filter = new PalmRejection();
    expect(filter.down(finger(0, 20, 80)).accept).toBe(false);
    expect(filter.move(finger(1, 20, 80))).toBe(false);
    expect(filter.up(finger(2, 20, 80))).toBe(false);
    // A fingertip beside it still draws.
    expect(filter.down(finger(3, 21)).accept).toBe(true);
  });

  it('drops touches under way when a pen lands, and ignores them until they lift', () => {
    const filter = new PalmRejection();
    expect(filter.down(finger(0, 30)).accept).toBe(true);
    expect(filter.down(pen(5))).toEqual({ accept: true, dropTouches: true });
    expect(filter.move(finger(6, 30))).toBe(false);
    expect(filter.up(finger(7, 30))).toBe(false);
    // Only once: the next pen down finds no touch to drop.
    filter.up(pen(8));
    expect(filter.down(pen(9)).dropTouches).toBe(false);
  });
});
