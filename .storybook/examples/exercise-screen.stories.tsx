import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExerciseScreen } from './exercise-screen';
import { desktop, exampleViewports, mobile, playAt } from './viewports';

const meta = {
  title: 'Page examples/Exercise screen',
  tags: ['autodocs'],
  component: ExerciseScreen,
  args: { onFinish: fn() },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: exampleViewports },
    docs: {
      description: {
        component:
          'A training exercise as the patient plays it: the instructions, a practice round with feedback in words, then the real round and the result. The exercise comes from `@cep/exercises` (its screens are built from `@cep/ui`); every cell of the grid is a button of at least 44 px, and the grid is played by keyboard as well as by touch.',
      },
    },
  },
} satisfies Meta<typeof ExerciseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds 1 to 9: the practice round by touch, the real round by keyboard (Tab to a cell, Enter). */
async function playTheGrid(canvasElement: HTMLElement, onFinish: unknown) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: '先练习一下' }));
  const cells = async () => {
    const group = await canvas.findByRole('group', { name: '数字方格' });
    await waitFor(() => expect(group).toHaveAttribute('data-drawn'));
    return within(group);
  };
  let grid = await cells();
  for (const cell of grid.getAllByRole('button')) {
    const box = cell.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  for (let n = 1; n <= 9; n += 1) {
    await userEvent.click(grid.getByRole('button', { name: String(n) }));
  }
  await expect(canvas.getByRole('status')).toHaveTextContent('正确');

  canvas.getByRole('button', { name: '开始正式训练' }).focus();
  await userEvent.keyboard('{Enter}');
  grid = await cells();
  for (let n = 1; n <= 9; n += 1) {
    grid.getByRole('button', { name: String(n) }).focus();
    await userEvent.keyboard('{Enter}');
  }
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  await expect(canvas.getByText('100%')).toBeVisible();
}

export const Desktop: Story = {
  globals: desktop,
  play: playAt(1366, ({ canvasElement, args }) => playTheGrid(canvasElement, args.onFinish)),
};

export const Phone375: Story = {
  name: 'Phone (375 px)',
  globals: mobile,
  play: playAt(375, ({ canvasElement, args }) => playTheGrid(canvasElement, args.onFinish)),
};
