// A queue of short messages shown for a while: the toasts and the notification stack share it.
import { createStore } from 'zustand/vanilla';

export interface QueuedMessage<V extends string> {
  id: number;
  message: string;
  variant: V;
  /** True during the exit animation, before it is removed. */
  leaving: boolean;
}

export interface MessageQueueOptions {
  /** At most this many at once; a new one beyond it closes the oldest. */
  max: number;
  hideAfterMs: number;
  exitMs: number;
  /** Refuse a message equal to one already shown (same text and variant). */
  rejectDuplicates: boolean;
}

export interface MessageQueueState<V extends string> {
  messages: QueuedMessage<V>[];
  show(message: string, variant: V): number | null;
  close(id: number): void;
  closeAll(): void;
}

export function createMessageQueue<V extends string>(options: MessageQueueOptions) {
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const store = createStore<MessageQueueState<V>>()((set, get) => {
    const remove = (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      set({ messages: get().messages.filter((item) => item.id !== id) });
    };
    const close = (id: number) => {
      const item = get().messages.find((candidate) => candidate.id === id);
      if (!item || item.leaving) return;
      clearTimeout(timers.get(id));
      set({ messages: get().messages.map((candidate) => (candidate.id === id ? { ...candidate, leaving: true } : candidate)) });
      timers.set(id, setTimeout(() => remove(id), options.exitMs));
    };
    return {
      messages: [],
      show(message, variant) {
        const visible = get().messages.filter((item) => !item.leaving);
        if (options.rejectDuplicates && visible.some((item) => item.message === message && item.variant === variant)) return null;
        const id = nextId++;
        set({ messages: [...get().messages, { id, message, variant, leaving: false }] });
        // Exceeding the maximum closes the oldest still shown.
        const overflow = visible.length + 1 - options.max;
        for (const item of visible.slice(0, Math.max(0, overflow))) close(item.id);
        timers.set(id, setTimeout(() => close(id), options.hideAfterMs));
        return id;
      },
      close,
      closeAll() {
        for (const item of get().messages) close(item.id);
      },
    };
  });
  return store;
}
