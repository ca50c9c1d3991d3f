// A video's QR code beside its link (issue 14): a phone held to the page opens the video. Drawn
// as vector squares; the layout leaves a square (VideoItem.qr) for it.
import qrcode from 'qrcode-generator';
import type { Box } from '../../engine';

// Addresses are written in UTF-8 (the library's default keeps only each character's low byte).
const utf8 = new TextEncoder();
qrcode.stringToBytes = (text: string) => Array.from(utf8.encode(text));

/** Modules of white kept around the code inside its square, so a reader finds its edges. */
const QUIET_MODULES = 2;

/** Rows of dark modules as runs, in page units inside `box`; empty when `url` does not fit a QR code. */
export function qrCodeRuns(url: string, box: Box): Box[] {
  const code = encoded(url);
  if (code === undefined) return [];
  const count = code.getModuleCount();
  const size = Math.min(box.width, box.height) / (count + 2 * QUIET_MODULES);
  const left = box.x + QUIET_MODULES * size;
  const top = box.y + QUIET_MODULES * size;
  const runs: Box[] = [];
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && code.isDark(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ x: left + start * size, y: top + row * size, width: (column - start) * size, height: size });
        start = -1;
      }
    }
  }
  return runs;
}

/** The URL as a QR code in UTF-8, at medium correction or, when that is too long, low; undefined when neither holds it. */
function encoded(url: string): ReturnType<typeof qrcode> | undefined {
  for (const level of ['M', 'L'] as const) {
    try {
      const code = qrcode(0, level);
      code.addData(url, 'Byte');
      code.make();
      return code;
    } catch {
      // Too long for this level: try the next, or leave the square empty.
    }
  }
  return undefined;
}
