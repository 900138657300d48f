import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One axe finding, short enough to read in a failed assertion. */
export interface Finding {
  id: string;
  impact: string;
  targets: string[];
}

/**
 * The page's axe violations (WCAG 2.1 A and AA and best practice), each with the elements it
 * names. `accepted` maps a moderate rule id to why it is accepted; serious and critical ones never are.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', targets: v.nodes.map((n) => n.target.join(' ')) }));
}
