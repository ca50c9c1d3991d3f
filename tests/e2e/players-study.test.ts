// Issue 35, players learn the playbook, end to end: a coach assigns a chapter to the team and makes a
// player invite; two players join from it on 390 px pages and are matched to the roster; one studies
// a play (their marker ringed, their part written out) and answers the engine's quiz (one right, one
// wrong and shown the answer, which comes back later in the round); the other studies offline and
// syncs later; the coach's progress view shows both, counted once, and prints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_QUESTIONS_PER_ROUND,
  answerInRound,
  createEmptyPlayData,
  createEmptyPlaybookData,
  currentQuestion,
  generateQuestions,
  playerLabel,
  rightAnswerOf,
  startRound,
  type PlayData,
  type StudyAnswer,
  type StudyPlay,
  type StudyQuestion,
  type StudyRound,
} from '../../engine/index';
import { arrowFrom, hornsPlay, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { allViolations } from './axe';
import { tokenApi } from './coach';
import { signedInBrowser, type Tokens } from './editor-helpers';
import { enableTestHooks, launchBrowser, waitForServiceWorker, withServiceWorker, workerServer, type E2eServer } from './harness';
import { pendingMutations } from './offline-hooks';

withServiceWorker();

const PHONE = { width: 390, height: 844 };
/** The quiz's seed in its address: the test makes the same questions with the engine. */
const SEED = 20261129;
/** Signing up hashes the password with scrypt: slower than a second on a busy machine. */
const SIGN_UP_WAIT = { timeout: 20_000 };
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** Zipper in one phase: 2 comes up from the block to the wing and gets the ball from 1. */
function zipperData(): PlayData {
  const play = createEmptyPlayData('half');
  const one = playerAt('object_1', 1, { x: 34, y: 25 }, 'ball');
  const two = playerAt('object_2', 2, { x: 7, y: 17 });
  const four = playerAt('object_4', 4, { x: 7, y: 33 });
  const zip = arrowFrom('object_11', 'cut', two.pos, { x: 24, y: 6 });
  const pass = arrowFrom('object_12', 'pass', one.pos, { x: 24, y: 6 }, { animationOrder: 1 });
  play.phases = [phaseOf([one, two, four, zip, pass], [linkOf(zip, 's', two), linkOf(pass, 's', one), linkOf(pass, 'e', zip)])];
  return play;
}

interface Player {
  name: string;
  email: string;
  number: string;
  position: number;
  page: Page;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  rosterId: string;
  userId: string;
}

describe('players learn the playbook (issue 35)', () => {
  let server: E2eServer;
  let coach: Awaited<ReturnType<typeof signedInBrowser>>;
  let api: ReturnType<typeof tokenApi>;
  let teamId = '';
  let inviteUrl = '';
  let assignmentId = '';
  const playIds: Record<'horns' | 'zipper', string> = { horns: '', zipper: '' };
  const players: Record<'jordan' | 'riley', Player> = {
    jordan: { name: 'Jordan Guard', email: 'jordan@example.com', number: '11', position: 2 } as Player,
    riley: { name: 'Riley Forward', email: 'riley@example.com', number: '23', position: 4 } as Player,
  };

  beforeAll(async () => {
    server = await workerServer();
    coach = await signedInBrowser(server.url);
    api = tokenApi(server.url, () => coach.tokens.accessToken);
    teamId = (await api.json<{ data: { team_id: string }[] }>('GET', '/teams')).data[0]!.team_id;
    for (const player of Object.values(players)) {
      player.rosterId = (await api.create<{ player_id: string }>(`/teams/${teamId}/players`, { name: player.name, number: player.number, positions: [player.position] })).player_id;
    }
    playIds.horns = (await api.create<{ play_id: string }>('/play', { team_id: teamId, title: 'Horns', data: hornsPlay() })).play_id;
    playIds.zipper = (await api.create<{ play_id: string }>('/play', { team_id: teamId, title: 'Zipper', data: zipperData() })).play_id;
    const playbook = createEmptyPlaybookData();
    playbook.chapters = [
      { title: 'Openers', objects: [] },
      { title: 'Early offense', objects: [{ type: 'play', play_id: playIds.horns }, { type: 'play', play_id: playIds.zipper }] },
    ];
    await api.create('/playbook', { team_id: teamId, title: 'Season', data: playbook });
    for (const player of Object.values(players)) {
      player.browser = await launchBrowser();
      await enableTestHooks(player.browser.context);
      player.page = await player.browser.context.newPage();
      await player.page.setViewportSize(PHONE);
    }
  }, 240_000);
  afterAll(async () => {
    for (const player of Object.values(players)) await player.browser?.close();
    await coach?.browser.close();
    await server?.stop();
  });

  it('assigns a chapter to the team, with a date and a note, and makes a player invite', async () => {
    const { page } = coach;
    // From a play's page, Assign to players opens New assignment on that play.
    await page.goto(`${server.url}/dashboard/play/${playIds.horns}`);
    await page.getByRole('link', { name: 'Assign to players' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Play', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(playIds.horns);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The chapter, for the whole team, from the assignments screen.
    await page.getByRole('button', { name: 'New assignment' }).first().click();
    await dialog.getByLabel('A chapter').check();
    await dialog.getByLabel('Playbook', { exact: true }).selectOption({ label: 'Season' });
    await dialog.getByLabel('Chapter', { exact: true }).selectOption({ label: 'Early offense' });
    await dialog.getByLabel('The whole team').check();
    const due = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await dialog.getByLabel('By (optional)').fill(due);
    await dialog.getByLabel('Note for the players (optional)').fill('Learn these before Friday’s shootaround');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(async () => (await api.json<{ data: { assignment_id: string; title: string }[] }>('GET', `/teams/${teamId}/assignments`)).data.length, { timeout: 20_000 }).toBe(1);
    const [assignment] = (await api.json<{ data: { assignment_id: string; title: string; target: unknown; due_date: string }[] }>('GET', `/teams/${teamId}/assignments`)).data;
    assignmentId = assignment!.assignment_id;
    expect(assignment).toMatchObject({ target: { chapter: 1 }, due_date: due });
    expect(await allViolations(page)).toEqual([]);

    await page.goto(`${server.url}/dashboard/settings/teams/${teamId}`);
    await page.getByLabel('Role for new members').selectOption('player');
    await page.getByRole('button', { name: 'Create invite link' }).click();
    await expect.poll(() => page.locator('p[title*="invite_link_id"]').count(), { timeout: 20_000 }).toBe(1);
    inviteUrl = (await page.locator('p[title*="invite_link_id"]').getAttribute('title'))!;
    expect(inviteUrl).toMatch(/\/dashboard\/invite\?invite_link_id=/);
  }, 180_000);

  it('lets two players join on their phones, matched to the roster by the coach, each seeing the assignment', async () => {
    for (const player of Object.values(players)) {
      const { page } = player;
      await page.goto(inviteUrl);
      await expect.poll(() => page.getByText(/as Player/).isVisible(), { timeout: 20_000 }).toBe(true);
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('Name').fill(player.name);
      await page.getByLabel('Email').fill(player.email);
      await page.getByLabel('Password').fill('a long enough password');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect.poll(() => new URL(page.url()).pathname, SIGN_UP_WAIT).toBe('/dashboard/invite');
      await page.getByRole('button', { name: 'Join the team' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/dashboard/study');
      player.userId = await page.evaluate(() => (JSON.parse(atob((JSON.parse(localStorage.getItem('auth')!) as Tokens).accessToken.split('.')[1]!)) as { sub: string }).sub);
    }

    // The coach confirms the roster entries proposed by name.
    const { page } = coach;
    await page.goto(`${server.url}/dashboard/settings/teams/${teamId}`);
    for (const player of Object.values(players)) {
      await page.getByRole('button', { name: `Confirm #${player.number} ${player.name} for ${player.name}` }).click();
      await expect
        .poll(async () => (await api.json<{ data: { user_id: string; roster_match: { player_id: string; confirmed: boolean } | null }[] }>('GET', `/teams/${teamId}/members`)).data.find((m) => m.user_id === player.userId)?.roster_match, {
          timeout: 20_000,
        })
        .toEqual({ player_id: player.rosterId, confirmed: true });
    }

    // Each player's study lists the chapter, its plays in order, the coach's note and the date.
    for (const player of Object.values(players)) {
      const { page: phone } = player;
      // A player with no plays of their own: the dashboard's home is their study.
      await phone.goto(`${server.url}/dashboard/`);
      await expect.poll(() => new URL(phone.url()).pathname, { timeout: 20_000 }).toBe('/dashboard/study');
      const card = phone.locator(`[data-assignment="${assignmentId}"]`);
      await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await card.textContent()).toContain('Season · Early offense');
      expect(await card.textContent()).toContain('Due in 3 days');
      expect(await card.textContent()).toContain('Learn these before Friday’s shootaround');
      expect(await card.getByRole('listitem').allTextContents()).toEqual(['Horns2 phases', 'Zipper1 phase']);
      expect(await allViolations(phone)).toEqual([]);
    }
  }, 240_000);

  it('studies a play with their own marker ringed and their part written out', async () => {
    const { page } = players.jordan;
    await page.getByRole('link', { name: 'Zipper' }).click();
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Zipper');
    // Jordan plays 2: the court says so, and the part is 2's.
    await expect.poll(() => page.getByRole('img', { name: 'Phase 1 of Zipper, your marker 2 ringed' }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('your-part').textContent()).toContain('Cut → wing · Catch the pass from 1');
    expect(await allViolations(page)).toEqual([]);
    // The phase plays, up to its end.
    await page.getByRole('button', { name: 'Play this phase' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Play it again' }).isVisible(), { timeout: 20_000 }).toBe(true);

    // Horns, phase by phase: 2 lifts to the corner in phase 1 and does nothing in phase 2.
    await page.getByRole('link', { name: 'Your study' }).click();
    await page.getByRole('link', { name: 'Horns' }).click();
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Horns');
    await expect.poll(() => page.getByTestId('your-part').textContent()).toBe('Phase 1Cut → cornerPhase 2Hold your spot');
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.getByTestId('phase-of').textContent()).toBe('Phase 2 of 2');
    // Picking 4 instead rings 4 and writes 4's part.
    await page.getByRole('group', { name: 'Your marker' }).getByRole('button', { name: '4', exact: true }).click();
    await expect.poll(() => page.getByTestId('your-part').textContent()).toBe('Phase 1Cut → wing · Catch the pass from 1Phase 2Hand off to 3');
    await expect.poll(() => pendingMutations(page), { timeout: 20_000 }).toBe(0);
  }, 180_000);

  /** The chapter's plays as the server keeps them, in its order: what the quiz is made from. */
  const chapterPlays = async (): Promise<StudyPlay[]> =>
    Promise.all(
      (['horns', 'zipper'] as const).map(async (key) => {
        const record = await api.json<{ play_id: string; title: string; data: PlayData }>('GET', `/play/${playIds[key]}`);
        return { id: record.play_id, title: record.title, data: record.data };
      }),
    );

  /** Answers the question on screen as `answer` says: a tap by the keys, or a choice. */
  async function give(page: Page, question: StudyQuestion, answer: StudyAnswer, plays: StudyPlay[]) {
    const label = (playerId: string) => {
      const object = plays.find((play) => play.id === question.playId)!.data.phases[question.phaseIndex]!.objects.find((item) => item.id === playerId)!;
      return playerLabel('number' in object ? (object.number ?? 0) : 0);
    };
    if (answer.kind === 'where' && question.kind === 'where') {
      const court = page.getByRole('group', { name: /ends up/ });
      await court.focus();
      for (const [axis, plus, minus] of [['x', 'ArrowRight', 'ArrowLeft'], ['y', 'ArrowDown', 'ArrowUp']] as const) {
        const steps = Math.round(answer.point[axis] - question.from[axis]);
        for (let step = 0; step < Math.abs(steps); step++) await page.keyboard.press(steps > 0 ? plus : minus);
      }
      await page.keyboard.press('Enter');
    } else if (answer.kind === 'ball') await page.getByRole('button', { name: label(answer.playerId), exact: true }).click();
    else if (answer.kind === 'action') await page.getByRole('button', { name: { cut: 'Cut', screen: 'Screen', pass: 'Pass', dribble: 'Dribble', handoff: 'Hand off', shot: 'Shoot', nothing: 'Nothing' }[answer.action], exact: true }).click();
    else if (answer.kind === 'which-play') await page.getByRole('button', { name: plays.find((play) => play.id === answer.playId)!.title, exact: true }).click();
  }

  /** An answer that is wrong: the aim left where the player stands, or another choice. */
  function wrongAnswer(question: StudyQuestion): StudyAnswer {
    if (question.kind === 'where') return { kind: 'where', point: question.from };
    if (question.kind === 'ball') return { kind: 'ball', playerId: question.choices.find((id) => id !== question.answer)! };
    if (question.kind === 'action') return { kind: 'action', action: question.answer === 'nothing' ? 'cut' : 'nothing' };
    return { kind: 'which-play', playId: question.choices.find((choice) => choice.playId !== question.answer)!.playId };
  }

  it("answers the engine's quiz: one right, one wrong and shown the answer, which comes back later in the round", async () => {
    const { page } = players.jordan;
    const plays = await chapterPlays();
    const questions = generateQuestions(plays, { seed: SEED, count: DEFAULT_QUESTIONS_PER_ROUND, player: { position: 2 } });
    expect(questions.length).toBeGreaterThanOrEqual(2);
    await page.goto(`${server.url}/dashboard/study/quiz?assignment=${assignmentId}&seed=${SEED}`);
    let round: StudyRound = startRound(questions);
    let answered = 0;
    for (let question = currentQuestion(round); question; question = currentQuestion(round)) {
      await expect.poll(() => page.locator('[data-question]').getAttribute('data-question'), { timeout: 20_000 }).toBe(question.kind);
      // The second question is answered wrong the first time it comes; every other one right.
      const wrong = answered === 1;
      const answer = wrong ? wrongAnswer(question) : rightAnswerOf(question);
      await give(page, question, answer, plays);
      const feedback = page.getByTestId('quiz-feedback');
      await expect.poll(() => feedback.getAttribute('data-right'), { timeout: 20_000 }).toBe(String(!wrong));
      if (wrong) {
        expect(await feedback.textContent()).toContain('It comes back later in this round.');
        if (question.kind !== 'where') expect(await page.locator('[data-state=right]').count()).toBe(1);
        // The right answer is shown on the court, and the phase plays.
        await expect.poll(() => page.locator('img[data-shown=ended]').count(), { timeout: 20_000 }).toBe(1);
        expect(await allViolations(page)).toEqual([]);
      }
      round = answerInRound(round, answer).round;
      answered++;
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    // The wrong one came back: one answer more than questions.
    expect(answered).toBe(questions.length + 1);
    await expect.poll(() => page.getByTestId('quiz-score').textContent()).toBe(`Right the first time: ${questions.length - 1} of ${questions.length}`);
    await expect.poll(() => pendingMutations(page), { timeout: 20_000 }).toBe(0);
  }, 300_000);

  it('studies offline on the bus, and what was done reaches the server once back online', async () => {
    const { page, browser } = players.riley;
    await page.goto(`${server.url}/dashboard/study`);
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Horns' }).click();
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Horns');
    // Opened, and phase 1 seen, online: on the server before the connection goes.
    await expect.poll(() => pendingMutations(page), { timeout: 20_000 }).toBe(0);

    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    // Riley plays 4: the part is 4's; phase 2 seen, then a quiz on this play, all offline.
    await expect.poll(() => page.getByTestId('your-part').textContent(), { timeout: 20_000 }).toBe('Phase 1Cut → wing · Catch the pass from 1Phase 2Hand off to 3');
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.getByTestId('phase-of').textContent()).toBe('Phase 2 of 2');
    // The play's quiz, its questions seeded (the address of its link, and the seed): within the app, as the link goes.
    const quiz = `/dashboard/study/quiz?assignment=${assignmentId}&play=${playIds.horns}`;
    expect(await page.getByRole('link', { name: 'Quiz on this play' }).getAttribute('href')).toBe(quiz);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${quiz}&seed=${SEED}`);
    const plays = (await chapterPlays()).filter((play) => play.id === playIds.horns);
    const questions = generateQuestions(plays, { seed: SEED, count: DEFAULT_QUESTIONS_PER_ROUND, player: { position: 4 } });
    let round = startRound(questions);
    for (let question = currentQuestion(round); question; question = currentQuestion(round)) {
      await expect.poll(() => page.locator('[data-question]').getAttribute('data-question'), { timeout: 20_000 }).toBe(question.kind);
      const right = rightAnswerOf(question);
      await give(page, question, right, plays);
      await expect.poll(() => page.getByTestId('quiz-feedback').getAttribute('data-right'), { timeout: 20_000 }).toBe('true');
      round = answerInRound(round, right).round;
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    // Kept on the device: phase 2 seen, and an answer each.
    expect(await pendingMutations(page)).toBe(1 + questions.length);
    const before = await api.json<{ members: { user: { user_id: string } | null; answered: number }[] }>('GET', `/teams/${teamId}/assignments/${assignmentId}/progress`);
    expect(before.members.find((member) => member.user?.user_id === players.riley.userId)?.answered).toBe(0);

    await browser.context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 30_000 }).toBe(0);
    rileyAnswers = questions.length;
  }, 300_000);

  let rileyAnswers = 0;

  it("shows the coach who knows what, each counted once, and prints it", async () => {
    type Progress = { members: { player: { name: string } | null; opened: boolean; answered: number; right: number; plays: { play_id: string; phases_watched: number; phases: number }[] }[] };
    const progress = await api.json<Progress>('GET', `/teams/${teamId}/assignments/${assignmentId}/progress`);
    const jordan = progress.members.find((member) => member.player?.name === players.jordan.name)!;
    const riley = progress.members.find((member) => member.player?.name === players.riley.name)!;
    const questions = generateQuestions(await chapterPlays(), { seed: SEED, count: DEFAULT_QUESTIONS_PER_ROUND, player: { position: 2 } });
    expect(jordan).toMatchObject({ opened: true, answered: questions.length + 1, right: questions.length });
    expect(jordan.plays.map((play) => play.phases_watched)).toEqual([2, 1]);
    expect(riley).toMatchObject({ opened: true, answered: rileyAnswers, right: rileyAnswers });
    expect(riley.plays.map((play) => play.phases_watched)).toEqual([2, 0]);

    const { page } = coach;
    await page.goto(`${server.url}/dashboard/assignment-progress?team_id=${teamId}&assignment_id=${assignmentId}`);
    const row = (name: string) => page.locator('tr').filter({ hasText: name });
    await expect.poll(() => row(players.jordan.name).textContent(), { timeout: 20_000 }).toContain(`${questions.length} of ${questions.length + 1} right`);
    expect(await row(players.jordan.name).textContent()).toContain('3 of 3');
    expect(await row(players.riley.name).textContent()).toContain(`${rileyAnswers} of ${rileyAnswers} right`);
    expect(await row(players.riley.name).textContent()).toContain('2 of 3');
    expect(await page.getByTestId('progress-summary').textContent()).toBe('1 of 2 studied Season · Early offense');
    expect(await allViolations(page)).toEqual([]);

    // Printed for the staff meeting: the table on paper, the screen's controls left out.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    const dir = mkdtempSync(join(tmpdir(), 'progress-'));
    writeFileSync(join(dir, 'progress.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'progress.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(players.jordan.name);
    expect(text).toContain(players.riley.name);
    expect(text).toContain('1 of 2 studied Season · Early offense');
    expect(text).not.toContain('Print');
  }, 180_000);
});
