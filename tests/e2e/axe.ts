// axe-core run in the page: the accessibility violations of a screen, whatever their impact (issue 36
// asks for none at all, moderate and minor included).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page settled: the finite animations that run have ended (a toast or dialog still fading in has
 * not reached its colours yet; a paused one, as the play editor's, never ends, and an endless one
 * neither), and two frames were drawn after them.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState !== 'paused' && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
}

async function axeRun(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // label-content-name-mismatch (WCAG 2.5.3) is one of axe's experimental rules: asked for here.
    const options = { rules: { 'label-content-name-mismatch': { enabled: true } }, ...(only && { runOnly: { type: 'rule', values: only } }) };
    return (await axe.run(document, options)).violations;
  }, rules);
}

/**
 * axe's violations on the page once it has settled. A screen can still change while axe reads it (a
 * cached answer replaced by the server's enables a button, whose fade then runs under axe; a new
 * screen replaces the old one): where axe finds something, the page settles again and axe reads it
 * once more, and what it finds then is the answer. A real violation stays; a passing frame goes.
 */
async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  // Evaluated by the driver, not added as an inline script, which the app's policy refuses; once
  // per page load (a walk within the app keeps it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await settled(page);
  const first = await axeRun(page, rules);
  if (first.length === 0) return first;
  await settled(page);
  return axeRun(page, rules);
}

const described = (violation: AxeViolation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;

/** Every accessibility violation on the page as it is now, whatever its impact (moderate and minor too), label-content-name-mismatch among them; only `rules` when given. */
export async function allViolations(page: Page, rules?: string[]): Promise<string[]> {
  return (await axeViolations(page, rules)).map((violation) => `${violation.impact ?? 'unknown'}: ${described(violation)}`);
}
