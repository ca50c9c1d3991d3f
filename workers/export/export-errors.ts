// The export worker's own errors, light enough for the page to import (no encoder code).

/** An export stopped by cancel() before it was done: not a failure to show the coach. */
export class ExportCancelled extends Error {
  override name = 'ExportCancelled';
  constructor() {
    super('The export was cancelled.');
  }
}

/** What this browser cannot do (no OffscreenCanvas, no video encoder): the dialog says which. */
export class ExportUnsupported extends Error {
  override name = 'ExportUnsupported';
  constructor(readonly what: 'canvas' | 'video') {
    super(what === 'video' ? 'This browser cannot encode video.' : 'This browser cannot draw images off screen.');
  }
}
