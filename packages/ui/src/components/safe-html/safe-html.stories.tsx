import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Sanitised HTML laid out for reading.

## Variants

One look.

## Do

- Use for articles and rich-text notes.

## Don't

- Put unsanitised HTML anywhere else.

## Accessibility

- Headings and lists keep their meaning; links are underlined.
`;

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
  args: { html: hostile },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const shown = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await userEvent.click(canvas.getByText('点我'));
    await expect((window as { __stolen?: number }).__stolen).toBeUndefined();
    await expect(shown.querySelector('script, style, form, input, svg, iframe')).toBeNull();
    await expect(shown.querySelector('[onclick], [onerror], [style]')).toBeNull();
    await expect(canvas.getByText('链接')).not.toHaveAttribute('href', /javascript:/);
    await expect(canvas.getByText('遮挡')).toBeVisible();
    // The same rules as a function, for HTML that is stored or sent on rather than shown.
    await expect(sanitizeHtml(hostile)).not.toMatch(
      /__stolen|onclick|onerror|javascript:|<style|<form|<svg|<iframe/,
    );
  },
};
