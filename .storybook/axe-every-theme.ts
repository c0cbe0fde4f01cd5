import axe from 'axe-core';

export const themes = ['default', 'dark', 'high-contrast'] as const;
export const fontScales = ['default', 'medium', 'small', 'mini'] as const;
export type Theme = (typeof themes)[number];
export type FontScale = (typeof fontScales)[number];

/** The largest (默认) and smallest (小号) scales: overflow and target size break at the ends. */
const checkedScales: FontScale[] = ['default', 'mini'];

/*
 * The rules whose verdict a theme or a font scale can change: colours, and sizes (large text is
 * judged at 3:1, normal text at 4.5:1; targets and overflow grow and shrink with the scale). Every
 * other rule reads the DOM's structure, names and roles, which no theme or scale touches, and
 * addon-a11y already runs every rule (WCAG A and AA, and best practice) on the same DOM after the
 * same play function (`parameters.a11y.test = 'error'` in preview.tsx). So each theme at each end
 * of the scale runs these, and the high-contrast theme adds the enhanced 7:1 contrast.
 */
const appearanceRules = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

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
 * Runs axe's appearance rules on the whole document in every theme at the largest and smallest
 * font scale, and throws one readable list of what failed where. The high-contrast theme is also
 * held to the enhanced 7:1 contrast rule. The page's own attributes are restored afterwards.
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
            type: 'rule',
            values:
              theme === 'high-contrast'
                ? [...appearanceRules, 'color-contrast-enhanced']
                : appearanceRules,
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
