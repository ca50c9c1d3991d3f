// The team roster's texts in Spanish (roster.en.ts).
export default {
  roster: {
    heading: 'Plantilla',
    description: 'Los jugadores con los que planificas rotaciones y partidos. Las rotaciones guardan su propia copia, así los partidos antiguos se siguen leyendo bien.',
    empty: 'Aún no hay jugadores. Añade el primero abajo.',
    name: 'Nombre',
    number: 'Dorsal',
    numberHint: 'Como en la camiseta: “0” y “00” son distintos',
    positions: 'Posiciones',
    active: 'Activo',
    activeFor: '{{name}} está activo',
    inactive: 'Inactivo',
    add: 'Añadir jugador',
    remove: 'Quitar a {{name}} de la plantilla',
    positionOf: '{{short}} ({{position}}) para {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Base', '2': 'Escolta', '3': 'Alero', '4': 'Ala-pívot', '5': 'Pívot' },
    short: { '1': 'B', '2': 'E', '3': 'A', '4': 'AP', '5': 'P' },
    notSynced: 'Sin sincronizar',
    failed: 'No se ha podido cambiar la plantilla: {{error}}',
  },
};
