import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Popover\` › \`PopoverTrigger\` › \`PopoverContent\` (and \`PopoverAnchor\`, \`PopoverClose\`).

## Variants

Side and alignment.

## Do

- Use for small interactive content beside a control (a filter form, a colour picker).

## Don't

- Use for plain help text: that is \`Tooltip\`.

## Accessibility

- Non-modal: Escape and an outside click close it, focus returns to the trigger.
`;

const meta = {
  title: 'UI/Popover',
  parameters: { docs: { description: { component: designNotes } } },
  component: Popover,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button>训练提醒</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="训练提醒设置">
        <div className="flex flex-col gap-3">
          <p className="font-semibold">每日训练提醒</p>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-5" defaultChecked />
            每天 9:00 提醒
          </label>
          <PopoverClose asChild>
            <Button variant="primary">完成</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens it with the focus inside; Tab moves through it; Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '训练提醒' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: '训练提醒设置' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('data-state', 'open');
    // The focus lands on the first control inside.
    const checkbox = screen.getByRole('checkbox', { name: '每天 9:00 提醒' });
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '完成' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The mouse: the trigger toggles it, the close button shuts it. Ends open. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '训练提醒' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: '训练提醒设置' })).toHaveAttribute(
      'data-state',
      'open',
    );
  },
};

/** `PopoverAnchor` places the panel against the search field rather than the trigger. */
export const Anchored: Story = {
  render: (args) => (
    <Popover {...args}>
      <div className="flex items-center gap-2">
        <PopoverAnchor asChild>
          <input
            aria-label="搜索患者"
            className="min-h-10 rounded-md border border-border bg-background px-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
        </PopoverAnchor>
        <PopoverTrigger asChild>
          <Button>搜索帮助</Button>
        </PopoverTrigger>
      </div>
      <PopoverContent align="start" aria-label="搜索帮助">
        可按姓名、病历号或手机号搜索。
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索帮助' }));
    const panel = await screen.findByRole('dialog', { name: '搜索帮助' });
    const input = canvas.getByRole('textbox', { name: '搜索患者' });
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().left)).toBe(
        Math.round(input.getBoundingClientRect().left),
      ),
    );
  },
};
