// Drill filters (issue 17): a drill's details (settings.drill) filter the team's drills and the
// drill library through migration 0010's generated columns, which follow every save, copy and
// library write; bad filters are a 400 naming the problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DRILL_LABEL_LENGTH, MAX_DRILL_MINUTES, MAX_DRILL_PLAYERS, MAX_DRILL_TAGS } from '../../engine/limits';
import type { DrillDetails } from '../../engine/model/drill-constants';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, makeCrewTeam, samplePlayData, signUpCrew, type Caller, type Crew } from './fixtures';

function drillData(drill: DrillDetails) {
  const data = samplePlayData();
  return { ...data, settings: { ...data.settings, drill } };
}

const titlesOf = (response: { json(): { data: { title: string }[] } }) => response.json().data.map((item) => item.title).sort();

/** The team's drills in the order made: each filter below picks a known few of them. */
const TEAM_DRILLS: [string, DrillDetails][] = [
  ['Shell', { category: 'defense', players: 8, courtArea: 'half', minutes: 15, ageLevel: 'u14', tags: ['Help side', 'rotation'] }],
  ['Three-man weave', { category: 'transition', players: 3, courtArea: 'full', minutes: 10, ageLevel: 'u12', tags: ['passing'] }],
  ['Zig-zag slides', { category: 'Defense', players: 2, courtArea: 'full', minutes: 8, ageLevel: 'u12', equipment: ['cones'] }],
  ['Form shooting', { category: 'shooting', players: 1, courtArea: 'half', minutes: 5, ageLevel: 'u8', coachingPoints: 'Elbow in' }],
  ['Closeout chaos', { category: 'My own closeouts', players: 4, courtArea: 'half', minutes: 12, tags: ['HELP SIDE'] }],
  ['Blank drill', {}],
];

describe.each(testDatabases)('drill filters on %s', (kind) => {
  let server: TestServer;
  let crew: Crew;
  let teamId: string;
  let coach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    server = await startTestServer(kind);
    crew = await signUpCrew(server.app);
    ({ teamId } = await makeCrewTeam(server.database, crew));
    coach = callerFor(server.app, crew.coach);
    admin = callerFor(server.app, crew.admin);
    for (const [title, drill] of TEAM_DRILLS) {
      expect((await coach.post('/play', { team_id: teamId, type: 'drill', title, data: drillData(drill) })).statusCode).toBe(201);
    }
    // A play with drill-like details is never a drill: the type stays the first filter.
    expect((await coach.post('/play', { team_id: teamId, type: 'play', title: 'Shell play', data: drillData({ category: 'defense' }) })).statusCode).toBe(201);
  });
  afterAll(async () => server?.close());

  const drills = (query: string) => coach.get(`/plays?team_id=${teamId}&type=drill&${query}`);

  it("filters the team's drills on each detail, categories and tags in any case", async () => {
    expect(titlesOf(await drills('category=DEFENSE'))).toEqual(['Shell', 'Zig-zag slides']);
    expect(titlesOf(await drills('category=my%20own%20closeouts'))).toEqual(['Closeout chaos']);
    expect(titlesOf(await drills('max_players=3'))).toEqual(['Form shooting', 'Three-man weave', 'Zig-zag slides']);
    expect(titlesOf(await drills('court_area=full'))).toEqual(['Three-man weave', 'Zig-zag slides']);
    expect(titlesOf(await drills('max_minutes=10'))).toEqual(['Form shooting', 'Three-man weave', 'Zig-zag slides']);
    expect(titlesOf(await drills('age_level=u12'))).toEqual(['Three-man weave', 'Zig-zag slides']);
    expect(titlesOf(await drills('tag=help%20side'))).toEqual(['Closeout chaos', 'Shell']);
    expect((await drills('tag=help')).json().total).toBe(0);
  });

  it('combines filters with the search, counts the matches and pages through them', async () => {
    const two = await drills('court_area=half&max_minutes=12');
    expect(titlesOf(two)).toEqual(['Closeout chaos', 'Form shooting']);
    expect(two.json().total).toBe(2);
    expect(titlesOf(await drills('court_area=half&max_minutes=12&search=FORM'))).toEqual(['Form shooting']);
    const first = (await drills('max_players=8&per_page=2&page=1')).json();
    const second = (await drills('max_players=8&per_page=2&page=2')).json();
    const third = (await drills('max_players=8&per_page=2&page=3')).json();
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    // Newest change first, as every list: the last made comes first.
    expect([...first.data, ...second.data, ...third.data].map((item: { title: string }) => item.title)).toEqual([
      'Closeout chaos',
      'Form shooting',
      'Zig-zag slides',
      'Three-man weave',
      'Shell',
    ]);
    // Every team of the caller's when no team is named.
    expect(titlesOf(await coach.get('/plays?type=drill&court_area=full'))).toEqual(['Three-man weave', 'Zig-zag slides']);
  });

  it('follows a save and a duplicate: the columns are computed from the data as it is written', async () => {
    const created = (await coach.post('/play', { team_id: teamId, type: 'drill', title: 'Moving target', data: drillData({ category: 'passing', minutes: 30 }) })).json();
    expect(titlesOf(await drills('category=passing'))).toEqual(['Moving target']);
    const saved = await coach.put(`/play/${created.play_id}`, { data: drillData({ category: 'rebounding', minutes: 6 }), base_version: 1 });
    expect(saved.statusCode).toBe(200);
    expect((await drills('category=passing')).json().total).toBe(0);
    expect(titlesOf(await drills('category=rebounding&max_minutes=6'))).toEqual(['Moving target']);
    expect((await coach.post(`/play/${created.play_id}/duplicate`, {})).statusCode).toBe(201);
    expect(titlesOf(await drills('category=rebounding'))).toEqual(['Moving target', 'Moving target (copy)']);
    expect((await coach.get(`/play/${created.play_id}`)).json().data.settings.drill).toEqual({ category: 'rebounding', minutes: 6 });
  });

  it('filters the drill library, and a library drill copied into a team keeps its details and filters there', async () => {
    const made = await admin.post('/library', { type: 'drill', title: 'Mikan drill', data: drillData({ category: 'shooting', players: 1, courtArea: 'half', minutes: 5, tags: ['Finishing'] }) });
    expect(made.statusCode).toBe(201);
    await admin.post('/library', { type: 'drill', title: 'Suicides', data: drillData({ category: 'conditioning', players: 12, courtArea: 'full', minutes: 5 }) });
    const library = (query: string) => coach.get(`/library?type=drill&${query}`);
    expect(titlesOf(await library('category=shooting&max_players=2'))).toEqual(['Mikan drill']);
    expect(titlesOf(await library('max_minutes=5'))).toEqual(['Mikan drill', 'Suicides']);
    expect((await library('max_minutes=5')).json().total).toBe(2);
    expect(titlesOf(await library('tag=finishing&search=mikan'))).toEqual(['Mikan drill']);
    expect((await library('court_area=full&category=shooting')).json().total).toBe(0);

    const id = made.json().library_play_id;
    const changed = await admin.put(`/library/${id}`, { data: drillData({ category: 'shooting', players: 3, courtArea: 'full' }) });
    expect(changed.statusCode).toBe(200);
    expect((await library('category=shooting&max_players=2')).json().total).toBe(0);
    expect(titlesOf(await library('category=shooting&court_area=full'))).toEqual(['Mikan drill']);

    const copy = await coach.post(`/library/${id}/copy`, { team_id: teamId });
    expect(copy.statusCode).toBe(201);
    expect(titlesOf(await drills('category=shooting&court_area=full'))).toEqual(['Mikan drill']);
  });

  it('brings details outside their bounds inside them, and refuses details of the wrong kind', async () => {
    const long = 'x'.repeat(MAX_DRILL_LABEL_LENGTH + 5);
    const tags = Array.from({ length: 30 }, (_, index) => `tag ${index}`);
    const big = await coach.post('/play', { team_id: teamId, type: 'drill', title: 'Huge', data: drillData({ players: 500, minutes: 10_000, category: long, tags }) });
    expect(big.statusCode).toBe(201);
    expect(big.json().data.settings.drill).toEqual({ players: MAX_DRILL_PLAYERS, minutes: MAX_DRILL_MINUTES, category: long.slice(0, MAX_DRILL_LABEL_LENGTH), tags: tags.slice(0, MAX_DRILL_TAGS) });
    for (const drill of [{ courtArea: 'moon' }, { ageLevel: 'toddler' }, { players: 2.5 }, { tags: [''] }, { equipment: ['x'.repeat(MAX_DRILL_LABEL_LENGTH + 1)] }]) {
      const refused = await coach.post('/play', { team_id: teamId, type: 'drill', title: 'Bad', data: drillData(drill as DrillDetails) });
      expect(refused.statusCode, JSON.stringify(drill)).toBe(422);
    }
  });

  it('answers a bad filter with a 400 that names it, on both lists', async () => {
    const cases: [string, RegExp][] = [
      ['max_players=0', /at least 1 player/],
      [`max_players=${MAX_DRILL_PLAYERS + 1}`, new RegExp(`at most ${MAX_DRILL_PLAYERS} players`)],
      ['max_players=two', /number of players/],
      ['max_minutes=1.5', /whole number of minutes/],
      [`max_minutes=${MAX_DRILL_MINUTES + 1}`, new RegExp(`at most ${MAX_DRILL_MINUTES} minutes`)],
      ['court_area=moon', /half or full/],
      ['age_level=toddler', /u8/],
      [`category=${'x'.repeat(MAX_DRILL_LABEL_LENGTH + 1)}`, new RegExp(`at most ${MAX_DRILL_LABEL_LENGTH} characters`)],
      ['tag=a&tag=b', /one tag/],
      ['category=%20', /a category/],
    ];
    for (const [query, message] of cases) {
      for (const response of [await drills(query), await coach.get(`/library?type=drill&${query}`)]) {
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error, query).toMatch(message);
      }
    }
    for (const url of [`/plays?team_id=${teamId}&type=play&category=defense`, `/plays?team_id=${teamId}&court_area=half`, '/library?tag=x']) {
      const refused = await coach.get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error).toBe('Drill filters need type=drill.');
    }
  });
});
