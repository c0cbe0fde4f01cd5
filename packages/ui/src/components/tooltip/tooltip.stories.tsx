import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Tooltip, TooltipProvider } from './tooltip';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Tooltip\` shorthand (content and side) around a trigger; \`TooltipProvider\` once near the root.

## Variants

Sides; delay.

## Do

- Name an icon button's action for sighted users.

## Don't

- Put essential or interactive content in it: use \`Popover\`.

## Accessibility

- Shows on hover and on keyboard focus, hides on Escape; it describes its trigger.
`;

const meta = {
  title: 'UI/Tooltip',
  parameters: { docs: { description: { component: designNotes } } },
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: '刷新患者列表',
    onOpenChange: fn(),
    children: <Button icon={<RefreshCw />}>刷新</Button>,
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="p-12">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows it after the delay and leaving hides it; keyboard focus shows it, Escape hides it. */
export const HoverAndFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '刷新' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('刷新患者列表');
    await expect(button).toHaveAccessibleDescription('刷新患者列表');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('刷新患者列表');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
  },
};

/** Ends with the tooltip shown (below the button) for the axe check. */
export const Open: Story = {
  args: { side: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '刷新' })).toHaveFocus();
    await screen.findByRole('tooltip');
    const bubble = document.querySelector('[data-slot="tooltip-content"]');
    await expect(bubble).toHaveAttribute('data-side', 'bottom');
  },
};
