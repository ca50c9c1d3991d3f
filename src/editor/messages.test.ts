// Migration notes in the coach's language: the engine hands codes and counts, the editor words them.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MigrationError, createNewPlayData, migratePlay, migratePlayWithNotes, type MigrationNote, type MigrationNoteCode } from '../../engine';
import { MAX_DESCRIPTION_LENGTH, MAX_PHASES_PER_PLAY } from '../../engine/limits';
import { loadLanguage } from '../lib/i18n';
import { EditorError, errorMessage, messageText, migrationNoteText, openErrorMessage, openedWithChanges } from './messages';
import './editor-texts';

/** Every code the engine may hand (the type checker fails this list when a code is added). */
const CODES = {
  movedToCourtEdge: 'moved', resizedToFit: 'resized', numbersInRange: 'adjusted', pausesAnglesSizesInRange: 'adjusted', textsShortened: 'shortened',
  entriesDropped: 'dropped', phasesDropped: 'dropped', itemsDropped: 'dropped', linksDropped: 'dropped', cornersDropped: 'dropped', videosDropped: 'dropped',
} as const satisfies Record<MigrationNoteCode, MigrationNote['kind']>;

const notesOf = (count: number): MigrationNote[] => Object.entries(CODES).map(([code, kind]) => ({ kind, code: code as MigrationNoteCode, count, max: 30 }));

/** A play stored before the limits: one item far off the court, a description too long, phases beyond the most. */
function playBeyondLimits() {
  const data = createNewPlayData('half');
  const hoop = data.phases[0]!.objects[0]!;
  if (hoop.type === 'object') hoop.pos = { x: 1e12, y: -1e12 };
  data.settings.description = 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1);
  data.phases = Array.from({ length: MAX_PHASES_PER_PLAY + 2 }, (_, i) => ({ ...structuredClone(data.phases[0]!), id: `phase_${i + 1}` }));
  return migratePlayWithNotes(data);
}

describe('migration notes', () => {
  it('reads in English as the engine once wrote them', () => {
    const t = i18next.getFixedT('en');
    const { notes } = playBeyondLimits();
    expect(openedWithChanges(t, notes)).toBe(
      `This play was changed to fit the editor: ${MAX_PHASES_PER_PLAY} items lay far off the court and were moved back to its edge. 1 text was too long and was shortened. ` +
        `A play keeps at most ${MAX_PHASES_PER_PLAY} phases: 2 phases after the last were left out. Save it to keep it this way.`,
    );
    expect(migrationNoteText(t, { kind: 'dropped', code: 'videosDropped', count: 1, max: 5 })).toBe('A play keeps at most 5 videos: 1 video was left out.');
  });

  it('reads in Arabic, every note and every plural form, with no English left', async () => {
    await loadLanguage('ar');
    const t = i18next.getFixedT('ar');
    for (const count of [1, 2, 3, 11, 100, 101]) {
      for (const note of notesOf(count)) expect(migrationNoteText(t, note), note.code).not.toMatch(/editor\.|[A-Za-z]/);
    }
    const { notes } = playBeyondLimits();
    expect(openedWithChanges(t, notes)).toBe(
      `عُدِّلت هذه الخطة لتناسب المحرر: أُعيد ${MAX_PHASES_PER_PLAY} عنصر كانت بعيدة عن الملعب إلى حافته. اختُصر نص واحد كان أطول من المسموح. الحد الأقصى لمراحل الخطة ${MAX_PHASES_PER_PLAY}: حُذفت مرحلتان زائدتان. احفظها لتبقى على هذا النحو.`,
    );
  });
});

describe('editor errors', () => {
  it('keep their key, so the screen says them in the coach’s language', async () => {
    await loadLanguage('ar');
    const error = new EditorError({ key: 'editor.export.notMade' });
    expect(messageText(i18next.getFixedT('ar'), errorMessage(error, { text: '' }))).toBe('تعذّر إنشاء الصورة.');
    expect(errorMessage(new Error('From the server'), { text: '' })).toEqual({ text: 'From the server' });
    expect(errorMessage('?', { key: 'editor.export.failed' })).toEqual({ key: 'editor.export.failed' });
  });
});

describe('why a play could not be opened', () => {
  const failure = (data: unknown) => {
    try {
      migratePlay(data);
    } catch (error) {
      if (error instanceof MigrationError) return error;
    }
    throw new Error('opened');
  };
  const damaged = [null, { settings: { version: 0.5 } }, { settings: { version: 1e6 } }, { phases: 'not a list', settings: { version: 11 } }];

  it('says it from the engine’s code, in English and in Arabic', async () => {
    await loadLanguage('ar');
    const [en, ar] = [i18next.getFixedT('en'), i18next.getFixedT('ar')];
    const errors = damaged.map(failure);
    expect(errors.map((error) => error.code)).toEqual(['not-an-object', 'bad-version', 'too-new', 'invalid']);
    expect(messageText(en, openErrorMessage(errors[3]!))).toBe('This play could not be opened: the field phases is not valid.');
    expect(messageText(ar, openErrorMessage(errors[3]!))).toBe('تعذّر فتح هذه الخطة: الحقل phases غير صالح.');
    for (const code of ['not-an-object', 'bad-version', 'too-new', 'invalid', 'step-failed'] as const) {
      const text = messageText(ar, openErrorMessage(new MigrationError('', { code })));
      expect(text.replace('Courtside', '')).not.toMatch(/editor\.|[A-Za-z]/);
    }
  });
});
