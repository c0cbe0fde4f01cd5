import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Ref } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { LazyMenu, lazyPart, type LazyPart, type MenuPartProps } from './lazy-menu';

const onEdit = fn();

/** A menu part as the shell's menus have them: the trigger it is given, and its items. */
function DemoPart({ trigger, triggerRef }: MenuPartProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>编辑</DropdownMenuItem>
        <DropdownMenuItem>导出报告</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A part whose code "arrives" only when the story says so (a slow network, made exact). */
function gatedPart() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const part = lazyPart<MenuPartProps>(() => arrived.then(() => DemoPart));
  return { part, arrive };
}

let current: { part: LazyPart<MenuPartProps>; arrive: () => void } = gatedPart();

const meta = {
  title: 'Layout/LazyMenu',
  beforeEach: () => {
    current = gatedPart();
    onEdit.mockClear();
  },
  render: () => <LazyMenu part={current.part} trigger={<Button>更多操作</Button>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Re-read each time: the stand-in gives way to the menu's own trigger once it is used.
const trigger = () => screen.getByRole('button', { name: '更多操作' });

/**
 * Before its code has arrived the trigger stands alone, named as the menu's and announcing a menu;
 * a click made then opens the menu once the code is there.
 */
export const ClickBeforeTheCode: Story = {
  play: async ({ userEvent }) => {
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    await expect(screen.queryByRole('menu')).toBeNull();

    current.arrive();
    const menu = await screen.findByRole('menu');
    // The open (modal) menu hides the rest of the page from assistive technology.
    await expect(screen.getByRole('button', { name: '更多操作', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: '编辑' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/**
 * The keyboard: Enter on the stand-in before the code has arrived opens the menu at its first
 * item once it has; Escape closes it and the focus is back on the (now real) trigger.
 */
export const KeyBeforeTheCode: Story = {
  play: async ({ userEvent }) => {
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('menu')).toBeNull();

    current.arrive();
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '导出报告' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(onEdit).not.toHaveBeenCalled();
  },
};
