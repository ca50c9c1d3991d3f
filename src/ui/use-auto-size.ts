// A textarea that grows with its text (issue 32: a playbook text page's box was two lines high and
// clipped longer text): as tall as its content, up to `maxHeight` pixels, then it scrolls.
import { useLayoutEffect, useRef } from 'react';

export function useAutoSize<T extends HTMLTextAreaElement>(value: string, maxHeight: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    // scrollHeight leaves the borders out; the height set includes them.
    const content = box.scrollHeight + box.offsetHeight - box.clientHeight;
    box.style.height = `${Math.min(content, maxHeight)}px`;
    box.style.overflowY = content > maxHeight ? 'auto' : 'hidden';
  }, [value, maxHeight]);
  return ref;
}
