// Organizations, teams, members and invite links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inviteLinks } from '../../server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, signUpPerson, type Caller, type Person } from './fixtures';

describe.each(testDatabases)('teams on %s', (kind) => {
  let server: TestServer;
  let pat: Person;
  let sam: Person;
  let kim: Person;
  let asPat: Caller;
  let asSam: Caller;
  let asKim: Caller;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL: 'https://courtside.example.com/' } });
    [pat, sam, kim] = await Promise.all([signUpPerson(server.app, 'Pat Riley'), signUpPerson(server.app, 'Sam Jones'), signUpPerson(server.app, 'Kim Mulkey')]);
    asPat = callerFor(server.app, pat);
    asSam = callerFor(server.app, sam);
    asKim = callerFor(server.app, kim);
  });
  afterAll(async () => server?.close());

  it('lists the personal team with role and organization', async () => {
    const teams = await asPat.get('/teams');
    expect(teams.statusCode).toBe(200);
    expect(teams.json()).toEqual({
      data: [{ team_id: pat.personalTeamId, name: "Pat's team", role: 'owner', organization: { organization_id: expect.any(String), name: "Pat's organization" } }],
    });
    expect((await callerFor(server.app).get('/teams')).statusCode).toBe(401);
  });

  it('creates, renames and deletes organizations and teams', async () => {
    const club = await asPat.post('/organizations', { name: '  Lakers Youth ' });
    expect(club.statusCode).toBe(201);
    expect(club.json()).toEqual({ organization_id: expect.any(String), name: 'Lakers Youth', role: 'owner', teams: [] });
    const clubId = club.json().organization_id as string;

    const u12 = await asPat.post('/teams', { name: 'U12', organization_id: clubId });
    expect(u12.statusCode).toBe(201);
    expect(u12.json()).toMatchObject({ name: 'U12', role: 'owner', organization: { organization_id: clubId, name: 'Lakers Youth' } });
    const defaultOrg = await asPat.post('/teams', { name: 'Pickup' });
    expect(defaultOrg.json().organization.name).toBe("Pat's organization");
    expect((await asSam.post('/teams', { name: 'Sneaky', organization_id: clubId })).statusCode).toBe(404);
    expect((await asPat.post('/teams', { name: '' })).json().error).toBe('Invalid body: name: Enter a team name');

    expect((await asPat.put(`/organizations/${clubId}`, { name: 'Lakers Academy' })).json().name).toBe('Lakers Academy');
    const renamed = await asPat.put(`/teams/${u12.json().team_id}`, { name: 'U12 Gold' });
    expect(renamed.json()).toMatchObject({ name: 'U12 Gold', organization: { name: 'Lakers Academy' } });
    expect((await asSam.put(`/teams/${u12.json().team_id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await asSam.put(`/organizations/${clubId}`, { name: 'Mine' })).statusCode).toBe(404);

    const orgs = (await asPat.get('/organizations')).json().data;
    expect(orgs.find((o: { organization_id: string }) => o.organization_id === clubId)).toMatchObject({ role: 'owner', teams: [{ name: 'U12 Gold', role: 'owner' }] });

    expect((await asPat.delete(`/teams/${defaultOrg.json().team_id}`)).statusCode).toBe(204);
    expect((await asPat.get(`/teams/${defaultOrg.json().team_id}/members`)).statusCode).toBe(404);
    expect((await asPat.delete(`/organizations/${clubId}`)).statusCode).toBe(204);
    expect((await asPat.get('/teams')).json().data.map((t: { name: string }) => t.name)).toEqual(["Pat's team"]);
  });

  it('invites with a role, lets people accept, and lists members', async () => {
    const team = (await asPat.post('/teams', { name: 'Varsity' })).json();
    const invite = await asPat.post(`/teams/${team.team_id}/invites`, { role: 'coach' });
    expect(invite.statusCode).toBe(201);
    const link = invite.json();
    expect(link).toMatchObject({ team_id: team.team_id, role: 'coach', status: 'active' });
    expect(link.url).toBe(`https://courtside.example.com/dashboard/invite?invite_link_id=${link.invite_link_id}`);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // The invite screen reads it before anyone signs in.
    const read = await callerFor(server.app).get(`/invites/${link.invite_link_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ role: 'coach', team: { team_id: team.team_id, name: 'Varsity' }, invited_by: 'Pat Riley', status: 'active' });

    const accepted = await asSam.post(`/invites/${link.invite_link_id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ team_id: team.team_id, name: 'Varsity', role: 'coach' });
    // Accepting again changes nothing; a weaker invite never lowers a role.
    const viewerLink = (await asPat.post(`/teams/${team.team_id}/invites`, { role: 'viewer', expires_in_days: 1 })).json();
    expect((await asSam.post(`/invites/${viewerLink.invite_link_id}/accept`)).json().role).toBe('coach');
    expect((await asKim.post(`/invites/${viewerLink.invite_link_id}/accept`)).json().role).toBe('viewer');

    const members = (await asKim.get(`/teams/${team.team_id}/members`)).json().data;
    expect(members.map((m: { name: string; role: string }) => `${m.name}:${m.role}`)).toEqual(['Pat Riley:owner', 'Sam Jones:coach', 'Kim Mulkey:viewer']);
    expect(members[0]).toMatchObject({ user_id: pat.id, email: pat.email });
    expect((await asSam.get(`/teams/${team.team_id}/invites`)).statusCode).toBe(403);
    expect((await asPat.get(`/teams/${team.team_id}/invites`)).json().data).toHaveLength(2);
    expect((await asPat.post(`/teams/${team.team_id}/invites`, { role: 'owner' })).statusCode).toBe(400);
    expect((await asPat.post(`/teams/${team.team_id}/invites`, { role: 'coach', expires_in_days: 365 })).statusCode).toBe(400);
    expect((await asSam.post(`/teams/${team.team_id}/invites`, { role: 'coach' })).statusCode).toBe(403);
  });

  it('says 410 for revoked and expired links and 404 for unknown ones, with a way forward', async () => {
    const team = (await asPat.post('/teams', { name: 'JV' })).json();
    const revoked = (await asPat.post(`/teams/${team.team_id}/invites`, { role: 'viewer' })).json();
    expect((await asSam.delete(`/invites/${revoked.invite_link_id}`)).statusCode).toBe(404);
    expect((await asPat.delete(`/invites/${revoked.invite_link_id}`)).statusCode).toBe(204);
    const gone = await asSam.post(`/invites/${revoked.invite_link_id}/accept`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('This invite link to JV was withdrawn. Ask Pat Riley for a new one.');
    expect((await callerFor(server.app).get(`/invites/${revoked.invite_link_id}`)).statusCode).toBe(410);
    expect((await asPat.get(`/teams/${team.team_id}/invites`)).json().data).toEqual([]);

    const expired = (await asPat.post(`/teams/${team.team_id}/invites`, { role: 'viewer' })).json();
    await server.database.db.update(inviteLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(inviteLinks.id, expired.invite_link_id));
    const late = await asSam.post(`/invites/${expired.invite_link_id}/accept`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toMatch(/^This invite link to JV expired on \d{4}-\d\d-\d\d\. Ask Pat Riley for a new one\.$/);
    expect((await asPat.get(`/teams/${team.team_id}/invites`)).json().data[0].status).toBe('expired');

    for (const id of ['nope', 'A'.repeat(22), '%00']) {
      const unknown = await asSam.post(`/invites/${encodeURIComponent(id)}/accept`);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json().error).toMatch(/not valid/);
    }
    expect((await asSam.get(`/teams/${team.team_id}/members`)).statusCode).toBe(404);
  });

  it('changes roles and removes members, but never leaves a team without an owner', async () => {
    const team = (await asPat.post('/teams', { name: 'Seniors' })).json();
    const link = (await asPat.post(`/teams/${team.team_id}/invites`, { role: 'viewer' })).json();
    await asSam.post(`/invites/${link.invite_link_id}/accept`);
    await asKim.post(`/invites/${link.invite_link_id}/accept`);

    const lastOwner = await asPat.put(`/teams/${team.team_id}/members/${pat.id}`, { role: 'coach' });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error).toMatch(/at least one owner/);
    expect((await asPat.post(`/teams/${team.team_id}/leave`)).statusCode).toBe(409);
    expect((await asPat.delete(`/teams/${team.team_id}/members/${pat.id}`)).statusCode).toBe(409);
    expect((await asSam.put(`/teams/${team.team_id}/members/${kim.id}`, { role: 'coach' })).statusCode).toBe(403);

    const promoted = await asPat.put(`/teams/${team.team_id}/members/${sam.id}`, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ user_id: sam.id, role: 'owner' });
    expect((await asPat.put(`/teams/${team.team_id}/members/not-a-user`, { role: 'owner' })).statusCode).toBe(404);
    expect((await asPat.put(`/teams/${team.team_id}/members/${sam.id}`, { role: 'boss' })).statusCode).toBe(400);

    expect((await asPat.post(`/teams/${team.team_id}/leave`)).statusCode).toBe(204);
    expect((await asPat.get(`/teams/${team.team_id}/members`)).statusCode).toBe(404);
    expect((await asSam.delete(`/teams/${team.team_id}/members/${kim.id}`)).statusCode).toBe(204);
    expect((await asKim.get(`/teams/${team.team_id}/members`)).statusCode).toBe(404);
    expect((await asSam.get(`/teams/${team.team_id}/members`)).json().data.map((m: { user_id: string }) => m.user_id)).toEqual([sam.id]);
  });

  it('refuses to delete an organization with teams the caller does not own', async () => {
    const club = (await asPat.post('/organizations', { name: 'Shared club' })).json();
    const mine = (await asPat.post('/teams', { name: 'Mine', organization_id: club.organization_id })).json();
    const theirs = (await asPat.post('/teams', { name: 'Theirs', organization_id: club.organization_id })).json();
    const link = (await asPat.post(`/teams/${theirs.team_id}/invites`, { role: 'coach' })).json();
    await asSam.post(`/invites/${link.invite_link_id}/accept`);
    await asPat.put(`/teams/${theirs.team_id}/members/${sam.id}`, { role: 'owner' });
    await asPat.post(`/teams/${theirs.team_id}/leave`);

    // Sam owns a team in it, so Sam owns the organization too, and Pat still does (creator).
    expect((await asSam.get('/organizations')).json().data.find((o: { organization_id: string }) => o.organization_id === club.organization_id)).toMatchObject({ role: 'owner' });
    const refused = await asPat.delete(`/organizations/${club.organization_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ teams: [{ team_id: theirs.team_id, name: 'Theirs' }] });
    expect((await asPat.get(`/teams/${mine.team_id}/members`)).statusCode).toBe(200);
  });
});
