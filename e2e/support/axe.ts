import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An axe-core violation as the journeys report it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element's selector and what axe-core found wrong with it. */
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) in the page, within `selector` when given, and returns the
 * serious and critical violations: a journey expects none on what it checks.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[]; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${String(n.target)}: ${n.failureSummary ?? ''}`),
      }));
  }, selector ?? null);
}

/**
 * Expects no serious or critical axe-core violation (WCAG 2 A and AA) on the screen shown, or within `selector`.
 * Waits first for finite animations and transitions (page fade, dialogs, the announcement carousel) to end, since a
 * half-faded text would be measured at a contrast it never keeps. The failure lists the rules and the elements.
 */
export async function expectAccessible(page: Page, selector?: string): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined); // an animation still running is no reason to skip the check
  const violations = await seriousViolations(page, selector);
  expect(violations, `axe-core on ${new URL(page.url()).pathname}`).toEqual([]);
}
