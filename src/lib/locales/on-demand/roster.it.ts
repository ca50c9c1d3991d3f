// The team roster's texts in Italian (roster.en.ts).
export default {
  roster: {
    heading: 'Rosa',
    description: 'I giocatori con cui pianifichi rotazioni e partite. Le rotazioni tengono una loro copia, così le partite passate restano corrette.',
    empty: 'Ancora nessun giocatore. Aggiungi il primo qui sotto.',
    name: 'Nome',
    number: 'Numero',
    numberHint: 'Come sulla maglia: «0» e «00» sono diversi',
    positions: 'Ruoli',
    active: 'Attivo',
    activeFor: '{{name}} è attivo',
    inactive: 'Non attivo',
    add: 'Aggiungi giocatore',
    remove: 'Togli {{name}} dalla rosa',
    positionOf: '{{short}} ({{position}}) per {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Playmaker', '2': 'Guardia', '3': 'Ala piccola', '4': 'Ala grande', '5': 'Centro' },
    short: { '1': 'PM', '2': 'GU', '3': 'AP', '4': 'AG', '5': 'CE' },
    notSynced: 'Non sincronizzato',
    failed: 'Impossibile modificare la rosa: {{error}}',
  },
};
