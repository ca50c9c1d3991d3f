// Files the app hands the coach: saved through a link's download (exports, printed PDFs).
import { isInMobileWrapper, postToWrapper } from './mobile-wrapper';

/** Saves `blob` as the file `name` (the browser's download). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Bytes as base64 (what the mobile wrapper's DOWNLOAD message carries), in chunks so a large file fits the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

/** A file for the system share sheet where the browser can share files (phones, some desktops). */
export function shareableFile(bytes: Uint8Array, name: string, type: string): File | null {
  if (typeof navigator.canShare !== 'function' || typeof File === 'undefined') return null;
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
  return navigator.canShare({ files: [file] }) ? file : null;
}

/**
 * Hands a file to the coach (exports, printed PDFs): as DOWNLOAD to the mobile wrapper, which saves
 * or shares it natively; else through the system share sheet when `share` and the browser has one;
 * else as a download. Answers false when the coach closed the share sheet without sharing.
 */
export async function handOver(bytes: Uint8Array, name: string, type: string, share = false): Promise<boolean> {
  if (isInMobileWrapper()) {
    postToWrapper({ type: 'DOWNLOAD', payload: { content: bytesToBase64(bytes), title: name } });
    return true;
  }
  const file = share ? shareableFile(bytes, name, type) : null;
  if (file) {
    try {
      await navigator.share({ files: [file], title: name });
      return true;
    } catch (error) {
      // The coach closed the sheet: nothing to report. Any other refusal falls back to a download.
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  download(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return true;
}
