import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core in a page of the site, with every rule axe runs by default (WCAG 2.0-2.2 A and AA
 * and its best practices; none is turned off). The script is evaluated through the DevTools
 * protocol, which the site's Content-Security-Policy does not govern, so the page runs under
 * the policy it is served with.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A finding that is accepted, for one rule on the elements matching one selector (or inside
 * them). Each one carries the reason it is not a barrier; the test that uses them keeps them
 * few.
 */
export interface AxeExclusion {
  rule: string;
  selector: string;
  reason: string;
}

/** One rule broken on a page: what the test prints when it fails. */
export interface AxeViolation {
  rule: string;
  impact: ImpactValue | null;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** The impacts that fail the run (WCAG 2.2 AA barriers); moderate and minor ones are reported. */
export const blockingImpacts: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe on the page once its transitions have ended, leaving out the excluded elements of
 * each excluded rule.
 */
export async function axeViolations(page: Page, exclusions: readonly AxeExclusion[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  // WCAG 2.2 AA's target size (2.5.8, 24 px) is a rule axe leaves off unless asked.
  const options: RunOptions = {
    resultTypes: ['violations'],
    elementRef: true,
    rules: { 'target-size': { enabled: true } },
  };
  // The function runs in the page: no named inner functions, which a loader's keep-names
  // transform would wrap in a helper the page does not have.
  return page.evaluate(
    async ({ options, exclusions }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: Result[] }> };
      };
      // A dialog fading in has its text blended with the page under it: axe would measure the
      // contrast of a frame no one reads. Wait until three frames in a row run no animation that
      // ends (a spinner's never does), for 15 s at most (a busy machine draws few frames), then
      // say what still moves.
      const deadline = performance.now() + 15_000;
      for (let quietFrames = 0; quietFrames < 3;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const moving = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.effect?.getComputedTiming().endTime !== Infinity &&
              (animation.playState === 'running' || animation.pending),
          );
        quietFrames = moving.length ? 0 : quietFrames + 1;
        if (moving.length && performance.now() > deadline) {
          const targets = moving.map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : 'a detached effect';
          });
          throw new Error(`Still animating after 15 s: ${targets.join(', ')}`);
        }
      }
      const { violations } = await axe.run(document, options);
      return violations
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          helpUrl: violation.helpUrl,
          targets: violation.nodes
            .filter((node) => {
              const element = (node as { element?: Element }).element;
              return !exclusions.some(
                (exclusion) => exclusion.rule === violation.id && element?.closest(exclusion.selector),
              );
            })
            .map((node) => node.target.map(String).join(' > ')),
        }))
        .filter((violation) => violation.targets.length > 0);
    },
    { options, exclusions: exclusions.map(({ rule, selector }) => ({ rule, selector })) },
  );
}

/** The violations, one block each: rule and impact, what to do, and the elements. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  const blocks = violations.map(
    (violation) =>
      `  ${violation.rule} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
      `    ${violation.helpUrl}\n` +
      violation.targets.map((target) => `    - ${target}`).join('\n'),
  );
  return `${where}: ${violations.length} rule(s) broken\n${blocks.join('\n')}`;
}
