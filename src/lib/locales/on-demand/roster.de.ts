// The team roster (team settings and the rotation editor) in German (roster.en.ts).
export default {
  roster: {
    heading: 'Kader',
    description: 'Die Spieler, mit denen du Wechselpläne und Spiele planst. Wechselpläne behalten ihre eigene Kopie, damit alte Spiele stimmig bleiben.',
    empty: 'Noch keine Spieler. Füge unten den ersten hinzu.',
    name: 'Spielername',
    number: 'Nummer',
    numberHint: "Wie auf dem Trikot: '0' und '00' sind verschieden",
    positions: 'Positionen',
    active: 'Aktiv',
    activeFor: '{{name}} ist aktiv',
    inactive: 'Inaktiv',
    add: 'Spieler hinzufügen',
    remove: '{{name}} aus dem Kader entfernen',
    positionOf: '{{short}} ({{position}}) für {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Aufbauspieler', '2': 'Werfer', '3': 'Kleiner Flügel', '4': 'Großer Flügel', '5': 'Centerspieler' },
    short: { '1': 'AS', '2': 'WE', '3': 'KF', '4': 'GF', '5': 'CE' },
    notSynced: 'Nicht synchronisiert',
    failed: 'Der Kader konnte nicht geändert werden: {{error}}',
  },
};
