// Whether the settings drawer is open (and has ever been, so its code loads only once asked for):
// shared by the gear, the drawer and the account menu, in a file of its own so that the drawer and
// its host (settings-button.tsx) do not import each other.
import { create } from 'zustand';

export const useSettingsDrawer = create<{ open: boolean; everOpened: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  everOpened: false,
  setOpen: (open) => set((state) => ({ open, everOpened: state.everOpened || open })),
}));
