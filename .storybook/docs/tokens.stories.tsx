import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColourTokens } from './colour-tokens';
import { MotionScale, RadiusScale, ShadowScale, SpacingScale } from './scales';
import { TypeScale } from './type-scale';

/** The tables of the Tokens page (tokens.mdx); as stories they are also tests. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every pair's ratio is computed from the stylesheet and meets its theme's minimum. */
export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLElement>('tr[data-ratio]');
    // 21 pairs in each of the three themes.
    await expect(rows).toHaveLength(63);
    const highContrast = within(canvasElement).getByRole('region', { name: 'High contrast' });
    for (const row of Array.from(rows)) {
      await expect(row).toHaveTextContent(/✓ passes/);
    }
    // Yellow on black: the ratio shown is the one of the real tokens.
    await expect(
      highContrast.querySelector('tr[data-pair="--foreground on --background"]'),
    ).toHaveAttribute('data-ratio', '19.56');
  },
};

/** Sizes in px at each font scale, from the rules of theme.css. */
export const TypeScaleAtEachFontSize: Story = {
  name: 'Type scale',
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    const base = canvas.getByRole('row', { name: /^text-base/ });
    await expect(base).toHaveTextContent('1.000');
    await expect(base).toHaveTextContent('18.0 px16.0 px15.0 px14.0 px');
    await expect(canvas.getByRole('columnheader', { name: '默认 ×1.125' })).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^1 / })).toHaveTextContent('0.25 rem');
  },
};

export const Radii: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^rounded-md/ })).toHaveTextContent('0.375 rem');
  },
};

export const Shadows: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^shadow-lg/ })).toHaveTextContent(/rgba/);
  },
};

export const Motion: Story = {
  render: () => <MotionScale />,
  play: async ({ canvas }) => {
    // Under "reduce motion" (as some test browsers run) the transition is off altogether.
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(canvas.getByRole('row', { name: /duration-150/ })).toHaveTextContent(
      reduced ? 'duration-1500s' : 'duration-1500.15s',
    );
  },
};
