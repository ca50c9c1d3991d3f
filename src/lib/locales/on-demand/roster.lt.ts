// The team roster's texts in Lithuanian (roster.en.ts).
export default {
  roster: {
    heading: 'Sudėtis',
    description: 'Žaidėjai, su kuriais planuojate rotacijas ir rungtynes. Kiekviena rotacija turi savo kopiją, todėl senos rungtynės lieka teisingos.',
    empty: 'Žaidėjų dar nėra. Pridėkite pirmąjį žemiau.',
    name: 'Vardas',
    number: 'Numeris',
    numberHint: 'Kaip ant marškinėlių: „0“ ir „00“ yra skirtingi',
    positions: 'Pozicijos',
    active: 'Aktyvus',
    activeFor: '{{name}}: aktyvus',
    inactive: 'Neaktyvus',
    add: 'Pridėti žaidėją',
    remove: 'Pašalinti iš sudėties: {{name}}',
    positionOf: '{{short}} ({{position}}), žaidėjas: {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Įžaidėjas', '2': 'Atakuojantis gynėjas', '3': 'Lengvasis puolėjas', '4': 'Sunkusis puolėjas', '5': 'Centras' },
    short: { '1': 'ĮŽ', '2': 'AG', '3': 'LP', '4': 'SP', '5': 'CE' },
    notSynced: 'Nesinchronizuota',
    failed: 'Nepavyko pakeisti sudėties: {{error}}',
  },
};
