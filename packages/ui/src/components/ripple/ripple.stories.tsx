import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { prefersReducedMotion } from '../../testing/reduced-motion';
import { Button } from '../button';
import { Ripple } from './ripple';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A circle spreading from where a button was pressed.

## Variants

Duration.

## Do

- Use only where the console already does (patients' large buttons).

## Don't

- Rely on it as feedback: the action's result is the feedback.

## Accessibility

- Decorative and hidden; nothing shows under reduced motion.
`;

const meta = {
  title: 'UI/Ripple',
  component: Ripple,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  args: { duration: 2000 },
  render: (args) => {
    const save = fn();
    return (
      <Button variant="primary" className="relative overflow-hidden" onClick={save}>
        保存训练计划
        <Ripple {...args} />
      </Button>
    );
  },
} satisfies Meta<typeof Ripple>;

export default meta;
type Story = StoryObj<typeof meta>;

const inkOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="ripple"] > span');

/** A click spreads ink from the pointer; Enter spreads it from the centre; the button still works. */
export const PointerAndKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: '保存训练计划' });
    await userEvent.click(button);
    await expect(inkOf(canvasElement)).toHaveLength(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(inkOf(canvasElement)).toHaveLength(2);
    await waitFor(() => expect(inkOf(canvasElement)).toHaveLength(0));
  },
};

/** Under reduced motion nothing moves. */
export const ReducedMotion: Story = {
  beforeEach: prefersReducedMotion,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存训练计划' }));
    await expect(inkOf(canvasElement)).toHaveLength(0);
  },
};
