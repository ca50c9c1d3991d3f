// The print worker's own error, light enough for the page to import (no PDF code).

/** A print stopped by cancel() before it was done: not a failure to show the coach. */
export class PrintCancelled extends Error {
  override name = 'PrintCancelled';
  constructor() {
    super('Printing was cancelled.');
  }
}
