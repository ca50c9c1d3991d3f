// The team roster's texts in Serbian (roster.en.ts).
export default {
  roster: {
    heading: 'Састав',
    description: 'Играчи са којима планирате ротације и утакмице. Ротације чувају своју копију, па старе утакмице остају тачне.',
    empty: 'Још нема играча. Додајте првог испод.',
    name: 'Име',
    number: 'Број',
    numberHint: 'Као на дресу: „0“ и „00“ су различити',
    positions: 'Позиције',
    active: 'Активан',
    activeFor: '{{name}} је активан',
    inactive: 'Неактиван',
    add: 'Додај играча',
    remove: 'Уклони {{name}} из састава',
    positionOf: '{{short}} ({{position}}) за: {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Плејмејкер', '2': 'Бек шутер', '3': 'Ниско крило', '4': 'Крилни центар', '5': 'Центар' },
    short: { '1': 'ПГ', '2': 'БШ', '3': 'НК', '4': 'КЦ', '5': 'Ц' },
    notSynced: 'Није синхронизовано',
    failed: 'Састав није могао да се промени: {{error}}',
  },
};
