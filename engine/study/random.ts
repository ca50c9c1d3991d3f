// A small seeded generator for the study quizzes: the same seed draws the same questions on every
// device, so a round kept in IndexedDB and one made again from its seed agree.

/** mulberry32: 32 bits of state, uniform in [0, 1); any number is a seed (taken modulo 2^32). */
export function seededRandom(seed: number): () => number {
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `items` in an order drawn from `random` (Fisher–Yates); the input is not changed. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
