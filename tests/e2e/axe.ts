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

/** axe's violations on the page as it is now. */
async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  // Evaluated by the driver, not added as an inline script, which the app's policy refuses; once
  // per page load (a walk within the app keeps it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A toast or dialog still fading in has not reached its colours yet: let the finite animations that
  // run end (a paused one, as the play editor's, never does, and an endless one neither).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState !== 'paused' && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // label-content-name-mismatch (WCAG 2.5.3) is one of axe's experimental rules: asked for here.
    const options = { rules: { 'label-content-name-mismatch': { enabled: true } }, ...(only && { runOnly: { type: 'rule', values: only } }) };
    return (await axe.run(document, options)).violations;
  }, rules);
}

const described = (violation: AxeViolation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;

/** Every accessibility violation on the page as it is now, whatever its impact (moderate and minor too), label-content-name-mismatch among them; only `rules` when given. */
export async function allViolations(page: Page, rules?: string[]): Promise<string[]> {
  return (await axeViolations(page, rules)).map((violation) => `${violation.impact ?? 'unknown'}: ${described(violation)}`);
}
