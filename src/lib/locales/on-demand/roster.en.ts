// The team roster's texts (team settings and the rotation editor; see README.md beside this file).
export default {
  roster: {
    heading: 'Roster',
    description: 'The players you plan rotations and games with. Rotations keep their own copy, so old games still read right.',
    empty: 'No players yet. Add the first below.',
    name: 'Name',
    number: 'Number',
    numberHint: "As on the jersey: '0' and '00' are different",
    positions: 'Positions',
    active: 'Active',
    activeFor: '{{name}} is active',
    inactive: 'Inactive',
    add: 'Add player',
    remove: 'Remove {{name}} from the roster',
    positionOf: '{{short}} ({{position}}) for {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Point Guard', '2': 'Shooting Guard', '3': 'Small Forward', '4': 'Power Forward', '5': 'Center' },
    short: { '1': 'PG', '2': 'SG', '3': 'SF', '4': 'PF', '5': 'C' },
    notSynced: 'Not synced',
    failed: 'The roster could not be changed: {{error}}',
  },
};
