import { describe, expect, it } from 'vitest';
import { placeholdersOf, textEntries, translationProblems } from './text-catalogs';

const english = { team: { notFound: 'This team does not exist.', players_one: '{{count}} player in {{team}}', players_other: '{{count}} players in {{team}}' }, format: 'PDF' };
const kept = { keptLatin: /\{\{\w+\}\}|\bPDF\b/g };

describe('text catalogs', () => {
  it('lists every text by its dotted key', () => {
    expect(textEntries(english)).toEqual([
      ['team.notFound', 'This team does not exist.'],
      ['team.players_one', '{{count}} player in {{team}}'],
      ['team.players_other', '{{count}} players in {{team}}'],
      ['format', 'PDF'],
    ]);
    expect(placeholdersOf('{{count}} of {{max}}, {{count}}')).toEqual(new Set(['{{count}}', '{{max}}']));
  });

  it('finds nothing wrong in a whole translation, kept words left as they are', () => {
    const russian = { team: { notFound: 'Такой команды нет.', players_one: '{{count}} игрок в {{team}}', players_few: '{{count}} игрока в {{team}}', players_many: '{{count}} игроков в {{team}}', players_other: '{{count}} игрока в {{team}}' }, format: 'PDF' };
    expect(translationProblems(english, russian, 'ru', kept)).toEqual([]);
  });

  it('names each kind of problem', () => {
    const spanish = { team: { notFound: 'This team does not exist.', players_one: '{{count}} jugador', players_two: '{{count}} jugadores', players_other: '{{count}} jugadores en {{equipo}}' }, format: 'PDF', extra: 'Más' };
    expect(translationProblems(english, spanish, 'es', kept).sort()).toEqual(
      [
        'left in English: team.notFound',
        'missing team.players',
        'team.players_one lost {{team}}',
        'team.players_two lost {{team}}',
        'a plural form es has not: team.players_two',
        'team.players_other lost {{team}}',
        'team.players_other names {{equipo}}, which English does not give',
        'not in English: extra',
      ].sort(),
    );
    expect(translationProblems({ title: 'Title' }, { title: 'Название Title' }, 'ru', kept)).toEqual(['Latin letters in title: Название Title']);
  });
});
