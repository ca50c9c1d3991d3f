// At most so many of one costly kind of work at once (making a printable picture): more requests
// wait their turn, up to a bounded queue, and beyond it are told to try again (503), so a flood of
// them can neither hold the server's memory nor its cores.
import { HttpError } from '../errors';

export class WorkGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly maxWaiting: number,
    private readonly busyMessage: string,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.atOnce) this.active++;
    else if (this.waiting.length >= this.maxWaiting) throw new HttpError(503, this.busyMessage);
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so no newcomer slips in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
