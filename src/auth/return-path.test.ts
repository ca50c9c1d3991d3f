// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING_PATH, storeReturnPath, takeReturnPath } from './return-path';

describe('the return path after login (spec §2)', () => {
  it('lands on the plays page without a stored path', () => {
    expect(DEFAULT_LANDING_PATH).toBe('/dashboard/plays');
    expect(takeReturnPath()).toBe('/dashboard/plays');
  });
  it('returns once to where the coach was going', () => {
    storeReturnPath('/dashboard/playbook/42?x=1');
    expect(takeReturnPath()).toBe('/dashboard/playbook/42?x=1');
    expect(takeReturnPath()).toBe('/dashboard/plays');
  });
  it('never returns to the sign-in screens or outside the app', () => {
    storeReturnPath('/dashboard/login');
    storeReturnPath('https://elsewhere.example/');
    expect(takeReturnPath()).toBe('/dashboard/plays');
  });
});
