import axe from 'axe-core';

/** The axe violations of a rendered piece; contrast needs real layout, so the browser suite checks it. */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
