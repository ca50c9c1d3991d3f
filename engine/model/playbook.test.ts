import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MAX_TOKEN_LENGTH } from '../limits';
import { migratePlaybook } from '../migrate/documents';
import { playbookDataSchema, playbookVersionOf } from './playbook';
import { createEmptyPlaybookData } from './playbook-defaults';

describe('playbook model', () => {
  it('creates a valid empty classic playbook', () => {
    const playbook = createEmptyPlaybookData();
    expect(playbookDataSchema.parse(playbook)).toEqual(playbook);
    expect(playbook.settings).toMatchObject({ playbookModelVersion: 4, type: 'classic', advancedEditor: [] });
    expect(playbook.settings.classic.layout).toBe('grid-2');
  });

  it('reads the version from the settings, if any', () => {
    expect(playbookVersionOf({ settings: { playbookModelVersion: 3 } })).toBe(3);
    expect(playbookVersionOf({})).toBeUndefined();
  });

  it('holds plays (with an optional error) and text pages', () => {
    const playbook = createEmptyPlaybookData();
    playbook.chapters[0]!.objects.push(
      { type: 'play', play_id: 12 },
      { type: 'play', play_id: 'abc', data: { error: 'This play was deleted.' } },
      { type: 'text', text: 'Notes' },
    );
    expect(playbookDataSchema.safeParse(playbook).success).toBe(true);
  });

  it('may have a description, within its limit', () => {
    const playbook = createEmptyPlaybookData();
    expect(playbook.settings.description).toBeUndefined();
    playbook.settings.description = 'Our half-court sets for the season.';
    expect(playbookDataSchema.parse(playbook).settings.description).toBe('Our half-court sets for the season.');
    playbook.settings.description = 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1);
    expect(playbookDataSchema.safeParse(playbook).success).toBe(false);
  });

  it('brings a too long stored description inside its limit', () => {
    const playbook = { ...createEmptyPlaybookData() };
    playbook.settings = { ...playbook.settings, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 5) };
    expect(migratePlaybook(playbook).settings.description).toHaveLength(MAX_DESCRIPTION_LENGTH);
  });

  it('keeps a team image on a text page, and reads older text pages without one', () => {
    const image = { mediaId: '0b5e7c1e-4a8f-4f0e-9a51-3c2d6f1e8b90', title: 'Box set' };
    const playbook = createEmptyPlaybookData();
    playbook.chapters[0]!.objects.push({ type: 'text', text: 'Before' }, { type: 'text', text: 'With a picture', image });
    const parsed = playbookDataSchema.parse(playbook);
    expect(parsed.chapters[0]!.objects[0]).toEqual({ type: 'text', text: 'Before' });
    expect(parsed.chapters[0]!.objects[1]).toEqual({ type: 'text', text: 'With a picture', image });
    expect(migratePlaybook(structuredClone(playbook)).chapters[0]!.objects[1]).toEqual({ type: 'text', text: 'With a picture', image });
    for (const bad of [{ ...image, mediaId: '' }, { ...image, mediaId: 'x'.repeat(MAX_TOKEN_LENGTH + 1) }, { ...image, title: 'x'.repeat(MAX_TITLE_LENGTH + 1) }, { title: 'No id' }]) {
      playbook.chapters[0]!.objects[1] = { type: 'text', text: '', image: bad as typeof image };
      expect(playbookDataSchema.safeParse(playbook).success).toBe(false);
    }
  });

  it('brings a stored text page image inside its limits', () => {
    const playbook = createEmptyPlaybookData();
    playbook.chapters[0]!.objects.push({ type: 'text', text: '', image: { mediaId: 'm'.repeat(MAX_TOKEN_LENGTH + 3), title: 't'.repeat(MAX_TITLE_LENGTH + 9) } });
    const page = migratePlaybook(playbook).chapters[0]!.objects[0];
    expect(page?.type === 'text' && page.image).toEqual({ mediaId: 'm'.repeat(MAX_TOKEN_LENGTH), title: 't'.repeat(MAX_TITLE_LENGTH) });
  });
});
