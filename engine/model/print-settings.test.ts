import { describe, expect, it } from 'vitest';
import { createDefaultPrintSettings, DEFAULT_PRINT_SETTINGS, PRINT_SECTIONS, printSettingsSchema } from './print-settings';

describe('print settings defaults', () => {
  it('are valid and follow spec §3', () => {
    expect(printSettingsSchema.parse(DEFAULT_PRINT_SETTINGS)).toEqual(DEFAULT_PRINT_SETTINGS);
    expect(DEFAULT_PRINT_SETTINGS).toMatchObject({
      version: 4,
      columns: 3,
      layout: 'grid',
      // Issue 30: packed, the playbook's own layout, the ink-friendly court; the call sheet on demand; the orientation that prints fewer pages.
      playLayout: { preset: 'classic', playStart: 'row', courtStyle: 'print', callSheet: false, orientation: 'auto' },
      show: { title: true, description: true, phaseTitles: true, phaseDescriptions: true, videos: true },
      sidelines: 5,
      pagePadding: 0.75,
      paperSize: 'letter',
      scaleFactor: 1,
      fontSizes: { objectTitle: 16, play: 14, phase: 12, phaseTitle: 12 },
      practicePlan: { timeFormat: '12h', dateFormat: 'mdy' },
    });
    expect(Object.keys(DEFAULT_PRINT_SETTINGS.sections)).toEqual([...PRINT_SECTIONS]);
    expect(DEFAULT_PRINT_SETTINGS.coverPage).toHaveProperty('verticalAlignment');
  });

  it('accept A4 paper', () => {
    expect(printSettingsSchema.safeParse({ ...DEFAULT_PRINT_SETTINGS, paperSize: 'a4' }).success).toBe(true);
    expect(printSettingsSchema.safeParse({ ...DEFAULT_PRINT_SETTINGS, paperSize: 'legal' }).success).toBe(false);
  });

  it('come as fresh copies', () => {
    const copy = createDefaultPrintSettings();
    copy.sections.play.objectSizeFactor = 2;
    expect(copy).not.toEqual(DEFAULT_PRINT_SETTINGS);
    expect(DEFAULT_PRINT_SETTINGS.sections.play.objectSizeFactor).toBe(1);
  });
});
