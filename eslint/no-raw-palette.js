import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Product source: every package's src/ and the console's. Unit tests may use raw classes (e.g. to test cn()). */
const checkedFile = /^(?:packages\/[^/]+|apps\/console)\/src\/(?!.*\.test\.[cm]?[jt]sx?$)/;

const utilities =
  'bg|text|border(?:-[xytrblse])?|ring(?:-offset)?|outline|fill|stroke|from|to|via|divide|placeholder|decoration|shadow|accent|caret';
const palette =
  'red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone';

/** `bg-blue-500`, `text-gray-600/50`, `border-x-white`, `ring-black/10`. */
const paletteClass = new RegExp(
  `^-?(?:${utilities})-(?:(?:${palette})-\\d{2,3}|black|white)(?:/[\\w.\\[\\]%-]+)?$`,
);
/** `bg-[#123456]`, `text-[rgb(0_0_0)]`, `border-[color:#fff]`: colours written in place. */
const arbitraryColour = new RegExp(
  `^-?(?:${utilities})-\\[(?:color:)?(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\()`,
  'i',
);

/** Splits `hover:forced-colors:bg-[Highlight]` into its variants and its utility, ignoring `:` inside brackets. */
function parseClass(token) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  const utility = token.slice(start).replace(/^!|!$/g, '');
  return { variants: parts, utility };
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRawPalette = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Components use semantic colour utilities (bg-primary, text-foreground…) only: no Tailwind palette, no hard-coded colours, no dark: variant.',
    },
    schema: [],
    messages: {
      palette:
        "'{{token}}' is a raw palette colour; use a semantic utility (bg-background, text-foreground, text-muted-foreground, bg-primary, text-danger…) so every theme stays legible.",
      arbitrary:
        "'{{token}}' hard-codes a colour; use a semantic utility, or a system colour under forced-colors: (e.g. forced-colors:text-[GrayText]).",
      dark: "'{{token}}' uses the dark: variant; themes are token overrides on [data-theme] in theme.css, so the semantic utility already adapts.",
    },
  },
  create(context) {
    const filename = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    if (!checkedFile.test(filename)) return {};

    function checkTokens(node, tokens) {
      for (const token of tokens) {
        const { variants, utility } = parseClass(token);
        if (variants.includes('dark')) {
          context.report({ node, messageId: 'dark', data: { token } });
        } else if (paletteClass.test(utility)) {
          context.report({ node, messageId: 'palette', data: { token } });
        } else if (arbitraryColour.test(utility)) {
          context.report({ node, messageId: 'arbitrary', data: { token } });
        }
      }
    }

    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        if (parent && /^(?:Import|Export\w*)Declaration$|^ImportExpression$/.test(parent.type)) {
          return; // module specifiers are not class lists
        }
        checkTokens(node, node.value.split(/\s+/).filter(Boolean));
      },
      TemplateLiteral(node) {
        const last = node.quasis.length - 1;
        node.quasis.forEach((quasi, i) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          const tokens = text.split(/\s+/);
          // A token glued to `${…}` is only part of a class: it cannot be judged.
          if (i > 0 && !/^\s/.test(text)) tokens.shift();
          if (i < last && !/\s$/.test(text)) tokens.pop();
          checkTokens(quasi, tokens.filter(Boolean));
        });
      },
    };
  },
};
