// @vitest-environment happy-dom
// Issue 34: the language follows the coach to another device through the account.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../data/api-client';
import { DEFAULT_LANGUAGE, i18next, setLanguage, type LanguageCode } from '../lib/i18n';
import { useAccountLanguage } from './account-language';

describe("the account's language", () => {
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await setLanguage(DEFAULT_LANGUAGE);
  });

  it("switches this device to the account's language, tells the account of a change here, and is not switched back by an older record", async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(undefined);
    const { rerender } = renderHook(({ language }: { language: LanguageCode | null }) => useAccountLanguage({ language }), { initialProps: { language: 'de' as LanguageCode | null } });
    await waitFor(() => expect(i18next.language).toBe('de'));
    expect(put).not.toHaveBeenCalled();

    await setLanguage('fr');
    expect(put).toHaveBeenCalledWith('/user', { language: 'fr' });
    // A record fetched before the change landed still says German: the coach stays in French.
    rerender({ language: 'de' });
    expect(i18next.language).toBe('fr');
    rerender({ language: 'fr' });
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('leaves the device as it is while the account has no language, and tells nothing when signed out', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(undefined);
    renderHook(() => useAccountLanguage({ language: null }));
    expect(i18next.language).toBe(DEFAULT_LANGUAGE);
    cleanup();
    renderHook(() => useAccountLanguage(undefined));
    await setLanguage('es');
    expect(put).not.toHaveBeenCalled();
  });
});
