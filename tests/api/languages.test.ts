// The server answers in the language the request asks for (Accept-Language, issue 34): a 404, a
// 401, a refused input (zod's issues and the schemas' own texts) and a refused upload, in Spanish,
// German and English; no header, or a language we do not ship, is English. A new account's
// organization and team are named in the language it signed up in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { signUpPerson, type Person } from './fixtures';

describe.each(testDatabases)('answers in the asked language on %s', (kind) => {
  let server: TestServer;
  let pat: Person;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'courtside-languages-'));
    server = await startTestServer(kind, { env: { MEDIA_DIR: mediaDir, MEDIA_MAX_IMAGE_BYTES: '1024' } });
    pat = await signUpPerson(server.app, 'Pat Riley');
  });
  afterAll(async () => {
    await server?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** The answer to `options` asked in `language` (no header when undefined): its status and sentence. */
  async function ask(options: InjectOptions, language?: string) {
    const headers = { ...(options.headers ?? {}), ...(language === undefined ? {} : { 'accept-language': language }) };
    const answer = await server.app.inject({ ...options, headers });
    return { status: answer.statusCode, error: (answer.json() as { error: string }).error, vary: String(answer.headers.vary ?? '') };
  }
  const signedIn = (options: InjectOptions): InjectOptions => ({ ...options, headers: { ...pat.headers, ...(options.headers ?? {}) } });
  const upload = (payload: Buffer, headers: Record<string, string> = {}) =>
    signedIn({ method: 'POST', url: `/apiv2/media?team_id=${pat.personalTeamId}&kind=image`, payload, headers: { 'content-type': 'application/octet-stream', ...headers } });

  const cases: { name: string; request: () => InjectOptions; status: number; en: string; es: string; de: string }[] = [
    {
      name: 'a play that is not there (404)',
      request: () => signedIn({ method: 'GET', url: `/apiv2/play/${randomUUID()}` }),
      status: 404,
      en: 'This play does not exist, or it belongs to a team you are not in.',
      es: 'Esta jugada no existe o pertenece a un equipo del que no eres miembro.',
      de: 'Diesen Spielzug gibt es nicht, oder er gehört zu einer Mannschaft, in der du nicht bist.',
    },
    {
      name: 'no sign-in (401)',
      request: () => ({ method: 'GET', url: '/apiv2/user_auth' }),
      status: 401,
      en: 'Sign in to continue.',
      es: 'Inicia sesión para continuar.',
      de: 'Melde dich an, um weiterzumachen.',
    },
    {
      name: "a schema's own text (400)",
      request: () => signedIn({ method: 'POST', url: '/apiv2/teams', payload: { name: '' } }),
      status: 400,
      en: 'Invalid body: name: Enter a team name',
      es: 'Cuerpo de la solicitud no válido: name: Escribe un nombre de equipo',
      de: 'Ungültiger Inhalt der Anfrage: name: Gib einen Mannschaftsnamen ein',
    },
    {
      name: "a zod issue with the schema's bound (400)",
      request: () => ({ method: 'POST', url: '/apiv2/auth/refresh', payload: { refreshToken: '' } }),
      status: 400,
      en: 'Invalid body: refreshToken: expected at least 1 character',
      es: 'Cuerpo de la solicitud no válido: refreshToken: se esperaba al menos 1 carácter',
      de: 'Ungültiger Inhalt der Anfrage: refreshToken: mindestens 1 Zeichen erwartet',
    },
    {
      name: 'an upload over the limit, announced (413)',
      request: () => upload(Buffer.alloc(4096, 7)),
      status: 413,
      en: 'This file is too large: an image may be at most 1 KB. Nothing was kept.',
      es: 'Este archivo es demasiado grande: una imagen puede ocupar como máximo 1 KB. No se ha guardado nada.',
      de: 'Diese Datei ist zu groß: Ein Bild darf höchstens 1 KB groß sein. Es wurde nichts gespeichert.',
    },
    {
      name: 'an upload of no type we know (415)',
      request: () => upload(Buffer.from('just some words, not a picture')),
      status: 415,
      en: 'This file is not a file type Courtside knows, whatever its name says. Upload an image (PNG, JPEG, WebP, GIF, AVIF). Nothing was kept.',
      es: 'Este archivo no es de ningún tipo que Courtside conozca, diga lo que diga su nombre. Sube una imagen (PNG, JPEG, WebP, GIF, AVIF). No se ha guardado nada.',
      de: 'Diese Datei hat keinen Dateityp, den Courtside kennt, egal was ihr Name sagt. Lade ein Bild (PNG, JPEG, WebP, GIF, AVIF) hoch. Es wurde nichts gespeichert.',
    },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('says %s in Spanish, German and English', async (_name, c) => {
    expect(await ask(c.request(), 'es')).toMatchObject({ status: c.status, error: c.es });
    expect(await ask(c.request(), 'de-DE,de;q=0.9')).toMatchObject({ status: c.status, error: c.de });
    expect(await ask(c.request(), 'en-US')).toMatchObject({ status: c.status, error: c.en });
  });

  it('answers in English without the header, or for a language Courtside does not ship, and takes the best one it ships', async () => {
    const notThere = () => signedIn({ method: 'GET', url: `/apiv2/play/${randomUUID()}` });
    const english = 'This play does not exist, or it belongs to a team you are not in.';
    expect((await ask(notThere())).error).toBe(english);
    expect((await ask(notThere(), 'xx-YY')).error).toBe(english);
    expect((await ask(notThere(), 'ja, ko;q=0.8')).error).toBe(english);
    expect((await ask(notThere(), 'ja, es;q=0.5, de;q=0.7')).error).toBe('Diesen Spielzug gibt es nicht, oder er gehört zu einer Mannschaft, in der du nicht bist.');
    // An answer in words depends on the header: caches are told so.
    expect((await ask(notThere(), 'es')).vary).toMatch(/accept-language/i);
  });

  it('names the organization and team a new account starts with in the language it signed up in', async () => {
    const workspace = async (name: string, language?: string) => {
      const signup = await server.app.inject({
        method: 'POST',
        url: '/apiv2/auth/signup',
        headers: language ? { 'accept-language': language } : {},
        payload: { email: `${randomUUID()}@example.com`, password: 'a long enough password', name },
      });
      expect(signup.statusCode).toBe(201);
      const { accessToken } = signup.json() as { accessToken: string };
      const teams = await server.app.inject({ method: 'GET', url: '/apiv2/teams', headers: { authorization: `Bearer ${accessToken}` } });
      const [team] = (teams.json() as { data: Array<{ name: string; organization: { name: string } }> }).data;
      return { team: team!.name, organization: team!.organization.name };
    };
    expect(await workspace('Ana García', 'es-AR,es;q=0.9')).toEqual({ team: 'Equipo de Ana', organization: 'Organización de Ana' });
    expect(await workspace('李 娜', 'zh-CN')).toEqual({ team: '李的球队', organization: '李的组织' });
    expect(await workspace('Pat Summitt')).toEqual({ team: "Pat's team", organization: "Pat's organization" });
  });

  it("answers an unknown API route and Fastify's own refusals in the asked language", async () => {
    expect(await ask({ method: 'GET', url: '/apiv2/nothing-here' }, 'es')).toMatchObject({ status: 404, error: 'Ninguna ruta de la API coincide con GET /apiv2/nothing-here.' });
    const malformed = signedIn({ method: 'POST', url: '/apiv2/teams', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(await ask(malformed, 'de')).toMatchObject({ status: 400, error: 'Der Inhalt der Anfrage ist kein gültiges JSON.' });
    expect(await ask(malformed)).toMatchObject({ status: 400, error: 'The request body is not valid JSON.' });
  });
});
