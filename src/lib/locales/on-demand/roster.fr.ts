// The team roster's texts in French (roster.en.ts).
export default {
  roster: {
    heading: 'Effectif',
    description: 'Les joueurs avec qui vous planifiez rotations et matchs. Les rotations gardent leur propre copie, pour que les anciens matchs restent justes.',
    empty: 'Aucun joueur pour l’instant. Ajoutez le premier ci-dessous.',
    name: 'Nom',
    number: 'Numéro',
    numberHint: 'Comme sur le maillot : « 0 » et « 00 » sont différents',
    positions: 'Postes',
    active: 'Actif',
    activeFor: '{{name}} est actif',
    inactive: 'Inactif',
    add: 'Ajouter un joueur',
    remove: 'Retirer {{name}} de l’effectif',
    positionOf: '{{short}} ({{position}}) pour {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Meneur', '2': 'Arrière', '3': 'Ailier', '4': 'Ailier fort', '5': 'Pivot' },
    short: { '1': 'MEN', '2': 'ARR', '3': 'AIL', '4': 'AF', '5': 'PIV' },
    notSynced: 'Non synchronisé',
    failed: 'Impossible de modifier l’effectif : {{error}}',
  },
};
