// The print worker's own error, light enough for the page to import (no PDF code).

/** A print stopped by cancel() before it was done: not a failure to show the coach. */
export class PrintCancelled extends Error {
  override name = 'PrintCancelled';
  constructor() {
    super('Printing was cancelled.');
  }
}

/** A print (its preview or its PDF) that gave no answer nor progress for too long: shown to the coach, who may try again. */
export class PrintStalled extends Error {
  override name = 'PrintStalled';
}
