// Texts of screens loaded on demand: English at once, Arabic when Arabic is (or gets) loaded.
import { describe, expect, it, vi } from 'vitest';
import { addTexts, i18next, setLanguage } from './i18n';

describe('addTexts', () => {
  it('adds English at once and another language with it, before and after that language loads', async () => {
    addTexts({ onDemandTest: { first: 'First' } }, { ar: () => Promise.resolve({ onDemandTest: { first: 'الأول' } }) });
    expect(i18next.getFixedT('en')('onDemandTest.first')).toBe('First');
    await setLanguage('ar');
    expect(i18next.getFixedT('ar')('onDemandTest.first')).toBe('الأول');
    addTexts({ onDemandTest: { second: 'Second' } }, { ar: () => Promise.resolve({ onDemandTest: { second: 'الثاني' } }) });
    await vi.waitFor(() => expect(i18next.getFixedT('ar')('onDemandTest.second')).toBe('الثاني'));
    // Merged, not replaced.
    expect(i18next.getFixedT('en')('onDemandTest.first')).toBe('First');
    await setLanguage('en');
  });

  it('adds texts added while their language is still loading, once it has loaded', async () => {
    i18next.removeResourceBundle('ar', 'translation');
    const switching = setLanguage('ar');
    addTexts({ onDemandTest: { late: 'Late' } }, { ar: () => Promise.resolve({ onDemandTest: { late: 'متأخر' } }) });
    await switching;
    await vi.waitFor(() => expect(i18next.getFixedT('ar')('onDemandTest.late')).toBe('متأخر'));
    await setLanguage('en');
  });
});
