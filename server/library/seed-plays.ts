// The plays a fresh library starts with: sets every coach knows, drawn on an NBA half court
// (x from the baseline, hoop at x 5.25; y across, middle 25; the lane 17..33, elbows at x 19,
// the top of the key about x 29, corners y 3 and 47). Migration 0004 holds them as data; it is
// written from this file by `npx tsx server/library/write-seed-migration.ts`.
import { PlayScript, type SeedPlay } from './play-script';

const horns = new PlayScript(
  'Horns – pick-and-roll or pop',
  'Bigs at both elbows, shooters in the corners. The 5 sets a high ball screen, rolls to the rim while the 4 pops to the top: hit the roller, or the popper for three.',
  { 1: [31, 25], 2: [3, 3], 3: [3, 47], 4: [19, 17], 5: [19, 33] },
)
  .phase('Ball screen', '5 comes up to screen for 1. 1 attacks off the screen to the right; 5 rolls, 4 pops to the top.', (p) =>
    p
      .screen(5, [28.5, 28.5])
      .dribble(1, [22, 38], { via: [27, 35] })
      .cut(5, [9, 27], { withPrevious: true, via: [17, 30] })
      .cut(4, [29, 19], { withPrevious: true }),
  )
  .phase('Roll or pop', 'Hit 5 rolling for the layup. If the help comes, 4 is open at the top.', (p) =>
    p.pass(1, 5).pass(1, 4, { withPrevious: true, option: true }).shot(5),
  )
  .build();

const spain = new PlayScript(
  'Spain pick-and-roll',
  'A high pick-and-roll with a back screen: as 5 rolls, 2 screens 5’s defender from behind, then pops to the top for three.',
  { 1: [31, 25], 2: [14, 25], 3: [3, 47], 4: [3, 3], 5: [22, 25] },
)
  .phase('Screen and back screen', '5 screens for 1; 1 goes right. As 5 rolls, 2 back-screens 5’s defender, then pops to the top.', (p) =>
    p
      .screen(5, [28.5, 28])
      .dribble(1, [24, 38], { via: [28, 35] })
      .cut(5, [8, 26], { withPrevious: true })
      .screen(2, [20, 27], { withPrevious: true })
      .cut(2, [29, 20]),
  )
  .phase('Finish', 'Throw it to 5 at the rim; if 2’s man helps, 2 is open at the top.', (p) =>
    p.pass(1, 5).pass(1, 2, { withPrevious: true, option: true }).shot(5),
  )
  .build();

const flex = new PlayScript(
  'Flex – flex cut and screen the screener',
  'The flex continuity: reverse the ball, flex screen on the baseline, then screen the screener for a shot at the elbow.',
  { 1: [28, 33], 2: [28, 17], 3: [3, 44], 4: [7, 33], 5: [7, 17] },
)
  .phase('Reverse the ball', '1 swings the ball to 2.', (p) => p.pass(1, 2))
  .phase('Flex cut', '5 screens across the lane; 3 cuts along the baseline off it to the ball side. 4 fills the corner.', (p) =>
    p
      .screen(5, [7, 22])
      .cut(3, [6, 16], { via: [3, 28] })
      .cut(4, [3, 44], { withPrevious: true })
      .pass(2, 3, { withPrevious: true, option: true }),
  )
  .phase('Screen the screener', '1 down-screens for 5, who comes up to the elbow for the catch and shoot.', (p) =>
    p.screen(1, [12, 23]).cut(5, [19, 20]).pass(2, 5).shot(5),
  )
  .build();

const princeton = new PlayScript(
  'Princeton backdoor',
  'Four out, one in. 5 flashes to the high post; when 2’s defender overplays the wing, 2 goes backdoor for the bounce pass and layup.',
  { 1: [29, 17], 2: [22, 5], 3: [22, 45], 4: [29, 33], 5: [8, 25] },
)
  .phase('Flash to the high post', '5 flashes to the free-throw line and gets the ball from 1.', (p) => p.cut(5, [19, 25]).pass(1, 5))
  .phase('Backdoor', '2 fakes up and cuts backdoor; 1 cuts away to fill the wing. 5 hits 2 on the move for the layup.', (p) =>
    p
      .cut(2, [7, 21], { via: [14, 5] })
      .cut(1, [24, 7], { withPrevious: true })
      .pass(5, 2)
      .shot(2),
  )
  .build();

const boxBlob = new PlayScript(
  'Box – baseline out of bounds',
  'BLOB from a box: the elbows screen down for the blocks, who pop to the corners; the screeners seal and roll to the rim.',
  { 1: [-1.5, 30], 2: [19, 17], 3: [19, 33], 4: [8, 33], 5: [8, 17] },
)
  .phase('Down screens', '2 and 3 screen down; 5 and 4 pop to the corners. 2 seals and rolls to the rim.', (p) =>
    p
      .screen(2, [11, 17])
      .screen(3, [11, 33], { withPrevious: true })
      .cut(5, [3, 4])
      .cut(4, [3, 46], { withPrevious: true })
      .cut(2, [5, 22]),
  )
  .phase('Inbound and score', '1 hits 2 under the rim for the layup, then steps in.', (p) =>
    p.pass(1, 2).pass(1, 4, { withPrevious: true, option: true }).shot(2).cut(1, [6, 40], { withPrevious: true }),
  )
  .build();

const giveAndGo = new PlayScript(
  'Give-and-go layups',
  'Two lines, one at the top and one on the wing. Pass to the wing, cut to the rim, get it back, lay it in. Switch lines.',
  { 1: [30, 25], 2: [22, 8] },
  'drill',
)
  .phase('Give', '1 passes to 2 on the wing.', (p) => p.pass(1, 2))
  .phase('Go', '1 cuts hard to the rim; 2 hits 1 in stride for the layup.', (p) => p.cut(1, [8, 22], { via: [14, 30] }).pass(2, 1).shot(1))
  .build();

export const SEED_PLAYS: readonly SeedPlay[] = [horns, spain, flex, princeton, boxBlob, giveAndGo];
