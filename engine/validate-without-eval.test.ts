import { describe, expect, it } from 'vitest';
import './validate-without-eval';

describe('validation without eval', () => {
  it('turns off the compiled fast path zod would build with eval', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Schemas still validate, just without compiled code.
    const schema = z.object({ x: z.number() });
    expect(schema.safeParse({ x: 1 }).success).toBe(true);
    expect(schema.safeParse({ x: 'one' }).success).toBe(false);
  });
});
