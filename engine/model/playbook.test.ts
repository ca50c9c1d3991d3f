import { describe, expect, it } from 'vitest';
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
});
