import axe from 'axe-core';

/**
 * Runs axe-core over what is rendered (document.body, so portalled dialogs count). jsdom has no
 * layout, so colour contrast is left to the browser tests; every structural rule (names, roles,
 * ARIA references, labels) runs.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
