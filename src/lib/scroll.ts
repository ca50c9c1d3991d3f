// Spec §2 and §9: a URL hash scrolls smoothly to its element, over 1000 ms, stopping 80 px above it
// (clear of the header).
export const SMOOTH_SCROLL_DURATION_MS = 1000;
export const SMOOTH_SCROLL_PADDING_PX = 80;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window so that the element with this id sits 80 px below the top. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const element = document.getElementById(id);
  if (!element) return false;
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - SMOOTH_SCROLL_PADDING_PX);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion) {
    window.scrollTo(0, target);
    return true;
  }
  const startedAt = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - startedAt) / SMOOTH_SCROLL_DURATION_MS);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return true;
}
