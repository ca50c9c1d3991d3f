// The team roster's texts in Portuguese (roster.en.ts).
export default {
  roster: {
    heading: 'Elenco',
    description: 'Os jogadores com quem você planeja rotações e jogos. As rotações guardam a própria cópia, assim os jogos antigos continuam corretos.',
    empty: 'Ainda não há jogadores. Adicione o primeiro abaixo.',
    name: 'Nome',
    number: 'Número',
    numberHint: 'Como na camisa: “0” e “00” são diferentes',
    positions: 'Posições',
    active: 'Ativo',
    activeFor: '{{name}} está ativo',
    inactive: 'Inativo',
    add: 'Adicionar jogador',
    remove: 'Remover {{name}} do elenco',
    positionOf: '{{short}} ({{position}}) para {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Armador', '2': 'Ala-armador', '3': 'Ala', '4': 'Ala-pivô', '5': 'Pivô' },
    short: { '1': 'AR', '2': 'AA', '3': 'AL', '4': 'AP', '5': 'PV' },
    notSynced: 'Não sincronizado',
    failed: 'Não foi possível alterar o elenco: {{error}}',
  },
};
