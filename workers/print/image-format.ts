// The image formats a PDF embeds as they are (PNG and JPEG), told by their first bytes. Light, so
// the page can check a cover image before sending it to the worker.

export function printableImageFormat(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  return undefined;
}
