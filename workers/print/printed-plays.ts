// The plays a print request draws, by the id its court items name: the PDF writer draws them and
// the print dialog's preview too. Light (no PDF code), so the page can import it.
import type { PrintablePlay } from '../../engine';
import type { PrintRequest } from './print-pdf';

export const playsById = (plays: readonly PrintablePlay[] = []): Map<string, PrintablePlay> => new Map(plays.map((play) => [String(play.id), play]));

/** The plays (and drills) of `request` its court items point at. */
export function printedPlays(request: PrintRequest): Map<string, PrintablePlay> {
  switch (request.kind) {
    case 'play':
      return playsById([request.play]);
    case 'playbook':
      return playsById(request.plays);
    case 'rotation':
      return playsById();
    case 'practicePlan':
      return playsById(request.drills);
  }
}
