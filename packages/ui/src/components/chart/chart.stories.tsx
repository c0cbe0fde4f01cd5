import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { clearThemeColor, setThemeColor } from '../../theme';
import { Chart } from './chart';
import type { ChartSeries } from './chart-option';
import type { ChartProps } from './chart';

const week = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const scores: ChartSeries[] = [
  { name: '记忆训练', data: [72, 75, 71, 80, 82, null, 85] },
  { name: '注意力训练', data: [60, 64, 70, 68, 74, 77, 79] },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A titled chart (ECharts, loaded on demand), a button to show its data as a table, and that table (always present for screen readers).

## Variants

\`kind\`: \`line\`, \`bar\`, \`mix\`; loading, ready and failed states.

## Do

- Give a \`label\` that says what is measured and over which period.
- Use for trends over time; for one figure use \`StatCard\`.

## Don't

- Use more than about five series.
- Tell series apart by colour alone: high contrast adds dashes, shapes and patterns, the legend names them.

## Accessibility

- The data table is the accessible version: screen readers read it, anyone can open it.
- The canvas itself is hidden from assistive technology; the failed state says so in words.
`;

const meta = {
  title: 'UI/Chart',
  parameters: { docs: { description: { component: designNotes } } },
  component: Chart,
  // The Docs page is .storybook/docs/chart.mdx (these notes and four of the stories): the
  // generated one never finishes rendering in the static build (the tab stops answering before any
  // chart mounts, with or without the notes, with the stories inline or in iframes), while the same
  // stories on a written page render and pass axe.
  tags: ['!autodocs'],
  args: {
    label: '本周训练得分',
    kind: 'line',
    categories: week,
    categoryAxisName: '日期',
    axes: [{ name: '得分', unit: '分', min: 0, max: 100 }],
    series: scores,
  },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,100%)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ECharts has loaded and drawn into the chart (an SVG under the surface). */
async function drawn(canvasElement: HTMLElement) {
  const figure = canvasElement.querySelector<HTMLElement>('[data-slot="chart"]')!;
  // ECharts is loaded on first use: the first story of a run waits for the dev server to serve
  // it, seconds on a busy machine (waitFor's own 1 s was too short there).
  await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
  await waitFor(() => expect(figure.querySelector('svg path')).not.toBeNull(), { timeout: 5_000 });
  return figure.querySelector('svg')!;
}

/** Colours that ECharts wrote on the drawing, lower-cased. */
function paints(svg: SVGSVGElement) {
  return new Set(
    [...svg.querySelectorAll('path')].flatMap((path) =>
      ['stroke', 'fill'].map((name) => path.getAttribute(name)?.toLowerCase() ?? ''),
    ),
  );
}

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim().toLowerCase();

/** A line chart: named as a figure and an image, the data also in a table a screen reader finds. */
export const Line: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('figure', { name: '本周训练得分' })).toBeInTheDocument();
    const image = canvas.getByRole('img', { name: /^本周训练得分：折线图，7 个类目/ });
    await expect(image).toHaveAccessibleName(/系列：记忆训练、注意力训练/);
    await drawn(canvasElement);

    // Hidden from the eye, not from a screen reader, and nothing hidden takes focus.
    const table = canvas.getByRole('table', { name: '本周训练得分' });
    await expect(table.closest('[data-slot="chart-table"]')).toHaveAttribute(
      'data-state',
      'hidden',
    );

    // By keyboard: Tab to the toggle, Enter shows the table, which lists every value.
    const toggle = canvas.getByRole('button', { name: '以表格查看' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '隐藏表格' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const shown = canvas.getByRole('table', { name: '本周训练得分' });
    await expect(shown).toBeVisible();
    const headers = within(shown).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      '日期',
      '记忆训练',
      '注意力训练',
    ]);
    const sunday = within(shown).getByRole('row', { name: /周日/ });
    await expect(
      within(sunday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['85 分', '79 分']);
    const saturday = within(shown).getByRole('row', { name: /周六/ });
    await expect(within(saturday).getAllByRole('cell')[0]).toHaveTextContent('无数据');

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '以表格查看' })).toHaveFocus();
  },
};

/** Bars and a line on two value axes: training minutes on the left, the score on the right. */
export const Mix: Story = {
  args: {
    label: '训练时长与得分',
    kind: 'mix',
    axes: [
      { name: '时长', unit: '分钟' },
      { name: '得分', unit: '分', min: 0, max: 100 },
    ],
    series: [
      { name: '训练时长', data: [30, 45, 20, 60, 40, 0, 35] },
      { name: '平均得分', data: [72, 75, 71, 80, 82, 78, 85], axis: 1 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const svg = await drawn(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /^训练时长与得分：柱状图与折线图/ }),
    ).toBeInTheDocument();
    // Both axes are drawn with their names and units.
    await waitFor(() => expect(svg.textContent).toContain('时长（分钟）'));
    await expect(svg.textContent).toContain('得分（分）');
    const table = canvas.getByRole('table', { name: '训练时长与得分' });
    const monday = within(table).getByRole('row', { name: /周一/ });
    await expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30 分钟', '72 分']);
  },
};

/** Switching the theme on <html> re-colours the drawing from the new theme's tokens. */
export const FollowsTheme: Story = {
  args: { kind: 'bar', label: '本周训练得分（柱状）' },
  play: async ({ canvasElement }) => {
    const html = document.documentElement;
    const svg = await drawn(canvasElement);
    try {
      await waitFor(() => expect(paints(svg)).toContain(token('--primary')));

      // A runtime theme colour (a <style> in <head>) re-colours it too.
      setThemeColor('#0f7b6c');
      const custom = token('--primary');
      await waitFor(() => expect(paints(svg)).toContain(custom));
      clearThemeColor();

      html.setAttribute('data-theme', 'dark');
      const darkPrimary = token('--primary');
      await waitFor(() => expect(paints(svg)).toContain(darkPrimary));

      // High contrast: yellow and white (white only from the second series: axes are yellow),
      // and bars carry patterns (SVG <pattern> fills).
      html.setAttribute('data-theme', 'high-contrast');
      await waitFor(() => expect(paints(svg)).toContain('#ffffff'));
      await expect(paints(svg)).not.toContain(darkPrimary);
      await waitFor(() => expect(svg.querySelector('pattern')).not.toBeNull());
    } finally {
      clearThemeColor();
      html.setAttribute('data-theme', 'default');
    }
  },
};

/** The chart's text grows with the font scale on <html>. */
export const FollowsFontScale: Story = {
  play: async ({ canvasElement }) => {
    const html = document.documentElement;
    const svg = await drawn(canvasElement);
    const labelSize = () => {
      const label = [...svg.querySelectorAll('text')].find((text) => text.textContent === '周一');
      return Number.parseFloat(label ? getComputedStyle(label).fontSize : '0');
    };
    try {
      html.setAttribute('data-font-scale', 'mini');
      await waitFor(() => expect(labelSize()).toBe(12));
      html.setAttribute('data-font-scale', 'default');
      await waitFor(() => expect(labelSize()).toBe(16));
    } finally {
      html.setAttribute('data-font-scale', 'medium');
    }
  },
};

/** In high contrast lines also differ by dashes and point shapes, never by colour alone. */
export const HighContrastLines: Story = {
  globals: { theme: 'high-contrast' },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement);
    await waitFor(() =>
      expect(
        [...svg.querySelectorAll('path')].some((path) => path.getAttribute('stroke-dasharray')),
      ).toBe(true),
    );
    await expect(paints(svg)).toContain('#ffff00');
    await expect(paints(svg)).toContain('#ffffff');
  },
};

/** The table shown from the start (e.g. on a report page), in English. */
export const TableShown: Story = {
  args: { defaultShowTable: true },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '本周训练得分' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('img', { name: /line chart, 7 categories/ })).toBeInTheDocument();
  },
};

function NarrowingPanel(props: ChartProps) {
  const [narrow, setNarrow] = useState(false);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className="min-h-10 rounded-md border border-border px-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        onClick={() => setNarrow((current) => !current)}
      >
        {narrow ? '展开侧栏' : '收起侧栏'}
      </button>
      <div style={{ width: narrow ? '16rem' : '32rem' }}>
        <Chart {...props} />
      </div>
    </div>
  );
}

/** The drawing follows its container's width (a collapsing sidebar, the window), not only the window. */
export const ResizesWithContainer: Story = {
  render: (args) => <NarrowingPanel {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const svg = await drawn(canvasElement);
    const width = () => Number.parseFloat(svg.getAttribute('width') ?? '0');
    const wide = width();
    await expect(wide).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '收起侧栏' }));
    await waitFor(() => expect(width()).toBeLessThan(wide * 0.6));
    await userEvent.click(canvas.getByRole('button', { name: '展开侧栏' }));
    await waitFor(() => expect(width()).toBe(wide));
  },
};
