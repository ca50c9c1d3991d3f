// What a kit dialog takes: shared by dialog.tsx and the frame it loads lazily (dialog-frame.tsx), in a
// file of its own so that the two do not import each other (not even for a type).
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A dialog that holds a list: full screen on phones, the body scrolling between a title and actions that stay in view. */
  tall?: boolean;
}
