import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './safe-html';
import { sanitizeHtml, type HtmlAllowList } from './sanitize-html';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Sanitised HTML laid out for reading.

## Variants

One look.

## Do

- Use for articles and rich-text notes.
- Pass the allow-list the HTML was written for (an announcement: the contract's
  \`announcementHtmlTags\`); only its tags and their attributes are kept.

## Don't

- Put unsanitised HTML anywhere else.

## Accessibility

- Headings and lists keep their meaning; links are underlined.
`;

/** The same list as the contract's \`announcementHtmlTags\` (the kit depends on no other package). */
const announcementTags: HtmlAllowList = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  strong: [],
  em: [],
  s: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  hr: [],
  a: ['href', 'target', 'rel'],
};

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doctor's note: headings, emphasis, lists, a quote and a link keep their meaning. */
export const Note: Story = {
  args: {
    allow: announcementTags,
    html:
      '<h2>随访记录</h2><p>患者<strong>情况稳定</strong>，<em>继续</em>按计划训练。</p>' +
      '<ul><li>数字广度：5 位</li><li>舒尔特方格：4×4</li></ul>' +
      '<blockquote>家属反映睡眠改善。</blockquote>' +
      '<p><a href="https://example.org/guide" target="_blank">训练指南</a></p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '随访记录' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: '训练指南' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const hostile =
  '<p onclick="window.__stolen=1">点我</p><script>window.__stolen=2</script>' +
  '<img src="data:," alt="图" onerror="window.__stolen=3">' +
  '<a href="javascript:window.__stolen=4">链接</a><style>body{display:none}</style>' +
  '<p style="position:fixed;inset:0">遮挡</p><form action="/api/users"><input name="p"></form>' +
  '<svg><script>window.__stolen=5</script></svg><iframe src="https://example.org"></iframe>';

/** Hostile HTML: scripts, handlers, javascript: links, styles, forms, SVG and frames are removed. */
export const HostileInput: Story = {
  args: { html: hostile, allow: announcementTags },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const shown = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await userEvent.click(canvas.getByText('点我'));
    await expect((window as { __stolen?: number }).__stolen).toBeUndefined();
    await expect(shown.querySelector('script, style, form, input, svg, iframe')).toBeNull();
    await expect(shown.querySelector('[onclick], [onerror], [style]')).toBeNull();
    await expect(canvas.getByText('链接')).not.toHaveAttribute('href', /javascript:/);
    await expect(canvas.getByText('遮挡')).toBeVisible();
    // The same rules as a function, for HTML that is stored or sent on rather than shown.
    await expect(sanitizeHtml(hostile, announcementTags)).not.toMatch(
      /__stolen|onclick|onerror|javascript:|<style|<form|<svg|<iframe|<img/,
    );
  },
};

/**
 * An announcement's allow-list keeps no image (a remote one would tell its host who read the
 * announcement), and each attribute only on its own tag, even when the HTML skipped the server.
 */
export const AllowListOnly: Story = {
  args: {
    allow: announcementTags,
    html:
      '<p title="x" data-track="1" aria-hidden="true">通知<img src="https://tracker.example/p.gif" alt="像素"></p>' +
      '<h1>大标题</h1><table><tr><td>表格</td></tr></table>' +
      '<p><a href="https://example.org" target="_blank" onmouseover="window.__stolen=6">说明</a> ' +
      '<a href="javascript:window.__stolen=7">伪链接</a> <a href="data:text/html,x">数据</a></p>',
  },
  play: async ({ canvas, canvasElement }) => {
    const shown = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(shown.querySelector('img, h1, table, td')).toBeNull();
    await expect(
      shown.querySelector('[title], [data-track], [aria-hidden], [onmouseover]'),
    ).toBeNull();
    // The text of what was removed stays, as text.
    await expect(shown).toHaveTextContent(/通知\s*大标题表格/);
    await expect(canvas.getByRole('link', { name: '说明' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByText('伪链接')).not.toHaveAttribute('href');
    await expect(canvas.getByText('数据')).not.toHaveAttribute('href');
  },
};

/**
 * The rules as exact output, in a real browser's DOM: only the listed tags, each with its own
 * attributes; images, handlers, `javascript:` and `data:` links gone; scripts, styles and frames
 * never kept even when a list names them; a link opening a window cannot reach back.
 */
export const SanitizeRules: Story = {
  args: { allow: { p: [], strong: [], a: ['href', 'target', 'rel'] }, html: '<p>规则</p>' },
  play: async () => {
    const allow: HtmlAllowList = { p: [], strong: [], a: ['href', 'target', 'rel'] };
    await expect(
      sanitizeHtml(
        '<p title="t" data-x="1" aria-hidden="true">a<strong href="x">b</strong></p><h1>c</h1>' +
          '<img src="https://tracker.example/p.gif" alt="d"><table><tr><td>e</td></tr></table>',
        allow,
      ),
    ).toBe('<p>a<strong>b</strong></p>ce');
    await expect(
      sanitizeHtml(
        '<p onclick="steal()">a</p><img src=x onerror="steal()">' +
          '<a href="javascript:steal()" onmouseover="steal()">b</a><a href="data:text/html,x">c</a>',
        allow,
      ),
    ).toBe('<p>a</p><a>b</a><a>c</a>');
    const reckless: HtmlAllowList = {
      p: ['onclick', 'style'],
      script: [],
      style: [],
      iframe: ['src'],
      img: ['src', 'onerror'],
    };
    await expect(
      sanitizeHtml(
        '<p onclick="steal()" style="color:red">a</p><script>steal()</script><style>p{}</style>' +
          '<iframe src="https://example.org"></iframe><img src="data:," onerror="steal()">',
        reckless,
      ),
    ).toBe('<p>a</p><img src="data:,">');
    await expect(
      sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener">a</a>', allow),
    ).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a>');
  },
};
