// The body of a document editor (playbook, rotation, practice plan) under its bar: the document's
// work (chapters, blocks, the timeline) and a side column of its details and settings. On a tablet
// (from 768 px, spec §9 and issue 32) the details stand beside the work, not under it, and the work
// keeps the larger share; from the desktop breakpoint (1100 px) the side column widens. On a phone
// they stack, details last.
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

const WIDTH = { '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const;
const SIDE = {
  narrow: 'tablet:grid-cols-[minmax(0,1fr)_17rem] desktop:grid-cols-[minmax(0,1fr)_20rem]',
  wide: 'tablet:grid-cols-[minmax(0,1fr)_18rem] desktop:grid-cols-[minmax(0,1fr)_22rem]',
} as const;

export interface DocumentBodyProps {
  /** The body's widest (as the editor's notice). */
  width: keyof typeof WIDTH;
  /** How wide the side column grows on a desktop. */
  side: keyof typeof SIDE;
  /** The side column's contents. */
  aside: ReactNode;
  asideClassName?: string;
  mainClassName?: string;
  /** The document's work. */
  children: ReactNode;
}

export function DocumentBody({ width, side, aside, asideClassName, mainClassName, children }: DocumentBodyProps) {
  return (
    <main className={cn('mx-auto grid gap-4 p-3 sm:p-4', WIDTH[width], SIDE[side])}>
      <div className={cn('min-w-0', mainClassName)} data-testid="document-work">
        {children}
      </div>
      <aside className={cn('min-w-0', asideClassName)} data-testid="document-side">
        {aside}
      </aside>
    </main>
  );
}
