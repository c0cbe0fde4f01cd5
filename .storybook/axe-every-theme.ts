import axe from 'axe-core';

export const themes = ['default', 'dark', 'high-contrast'] as const;
export const fontScales = ['default', 'medium', 'small', 'mini'] as const;
export type Theme = (typeof themes)[number];
export type FontScale = (typeof fontScales)[number];

/** The largest (默认) and smallest (小号) scales: overflow and target size break at the ends. */
const checkedScales: FontScale[] = ['default', 'mini'];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describe(violation: axe.Result): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `      ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`,
    )
    .join('\n');
  return `    [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n${nodes}`;
}

/**
 * Runs axe on the whole document in every theme at the largest and smallest font scale, and
 * throws one readable list of what failed where. The high-contrast theme is also held to the
 * enhanced 7:1 contrast rule. The page's own attributes are restored afterwards.
 */
export async function checkAxeInEveryTheme(root: HTMLElement = document.documentElement) {
  const saved = {
    theme: root.getAttribute('data-theme'),
    fontScale: root.getAttribute('data-font-scale'),
  };
  // A colour transition would let axe read a half-way colour right after a theme switch.
  const noTransitions = document.createElement('style');
  noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(noTransitions);

  const failures: string[] = [];
  try {
    for (const theme of themes) {
      for (const fontScale of checkedScales) {
        root.setAttribute('data-theme', theme);
        root.setAttribute('data-font-scale', fontScale);
        // A block that pins its own theme (the docs' themes side by side) is not in high
        // contrast whatever <html> says: the 7:1 rule is not its rule. It is checked in the
        // passes of the other themes, which do not change it.
        const context: axe.ElementContext =
          theme === 'high-contrast'
            ? { exclude: [[":not(html)[data-theme]:not([data-theme='high-contrast'])"]] }
            : document;
        const result = await axe.run(context, {
          runOnly: {
            type: 'tag',
            values: theme === 'high-contrast' ? [...tags, 'wcag2aaa'] : tags,
          },
          resultTypes: ['violations'],
        });
        if (result.violations.length > 0) {
          failures.push(
            `  theme=${theme} font-scale=${fontScale}:\n${result.violations.map(describe).join('\n')}`,
          );
        }
      }
    }
  } finally {
    noTransitions.remove();
    for (const [name, value] of [
      ['data-theme', saved.theme],
      ['data-font-scale', saved.fontScale],
    ] as const) {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
  }

  if (failures.length > 0) {
    throw new Error(`Accessibility violations (axe):\n${failures.join('\n')}`);
  }
}
