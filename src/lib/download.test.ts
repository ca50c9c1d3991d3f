// @vitest-environment happy-dom
// Handing a file to the coach: the mobile wrapper gets it as DOWNLOAD; a browser that shares files
// opens the share sheet when asked to share (a closed sheet is no failure, a refused share falls
// back to a download); otherwise it is downloaded under its name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOver } from './download';

const BYTES = new Uint8Array([71, 73, 70, 56, 57, 97]);

/** The names of the files the page downloaded (links clicked with a download name). */
function downloads(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

function withShare(share: (data: ShareData) => Promise<void>) {
  Object.assign(navigator, { canShare: () => true, share: vi.fn(share) });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as Partial<Navigator>).canShare;
  delete (navigator as Partial<Navigator>).share;
  delete (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('handOver', () => {
  it('downloads the file under its name where the browser cannot share files', async () => {
    const saved = downloads();
    expect(await handOver(BYTES, 'Horns.gif', 'image/gif', true)).toBe(true);
    expect(saved).toEqual(['Horns.gif']);
  });

  it('opens the share sheet with the file when asked to share, and downloads nothing', async () => {
    const saved = downloads();
    const share = withShare(async () => {});
    expect(await handOver(BYTES, 'Horns.mp4', 'video/mp4', true)).toBe(true);
    const files = (share.mock.calls[0]![0] as ShareData).files!;
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([['Horns.mp4', 'video/mp4', BYTES.length]]);
    expect(saved).toEqual([]);
  });

  it('takes a closed share sheet quietly, and downloads when the share is refused', async () => {
    const saved = downloads();
    withShare(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await handOver(BYTES, 'Horns.gif', 'image/gif', true)).toBe(false);
    expect(saved).toEqual([]);
    withShare(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(await handOver(BYTES, 'Horns.gif', 'image/gif', true)).toBe(true);
    expect(saved).toEqual(['Horns.gif']);
  });

  it('hands the file to the mobile wrapper as DOWNLOAD (base64), neither shared nor downloaded', async () => {
    const saved = downloads();
    const share = withShare(async () => {});
    const messages: string[] = [];
    (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: (message: string) => messages.push(message) };
    expect(await handOver(BYTES, 'Horns.gif', 'image/gif', true)).toBe(true);
    expect(messages.map((m) => JSON.parse(m) as unknown)).toEqual([{ type: 'DOWNLOAD', payload: { content: btoa('GIF89a'), title: 'Horns.gif' } }]);
    expect(share).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
