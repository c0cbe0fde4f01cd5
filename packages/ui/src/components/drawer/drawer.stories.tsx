import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  type DrawerContentProps,
} from './drawer';

function PatientDrawer(props: { side?: DrawerContentProps['side']; width?: number }) {
  return (
    <>
      <DrawerTrigger asChild>
        <Button>筛选患者</Button>
      </DrawerTrigger>
      <DrawerContent side={props.side} width={props.width}>
        <DrawerHeader>
          <DrawerTitle>筛选条件</DrawerTitle>
          <DrawerDescription>按年龄与训练状态筛选患者列表。</DrawerDescription>
        </DrawerHeader>
        <p>年龄：60 岁以上</p>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button>重置</Button>
          </DrawerClose>
          <DrawerClose asChild>
            <Button variant="primary">应用</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Drawer\` › \`DrawerTrigger\` › \`DrawerContent\` (left or right edge) › \`DrawerHeader\`, body, \`DrawerFooter\`.

## Variants

Side \`left\` or \`right\`; close button on or off.

## Do

- Use for settings and secondary panels (the settings drawer, the mobile menu).

## Don't

- Use for a main task: use a page.

## Accessibility

- A modal dialog: focus trap, Escape closes, focus returns.
`;

const meta = {
  title: 'UI/Drawer',
  parameters: { docs: { description: { component: designNotes } } },
  component: Drawer,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Drawer {...args}>
      <PatientDrawer />
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens it on the right, Tab stays inside, Escape closes and focus returns. */
export const Right: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '筛选患者' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '筛选条件' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Glued to the right edge once the slide has settled.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );

    await waitFor(() => expect(screen.getByRole('button', { name: '重置' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '重置' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A narrower sheet on the left, opened by mouse; ends open. */
export const LeftOpen: Story = {
  render: (args) => (
    <Drawer {...args}>
      <PatientDrawer side="left" width={20} />
    </Drawer>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '筛选患者' }));
    await userEvent.click(await screen.findByRole('button', { name: '应用' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: '筛选患者' }));
    const drawer = await screen.findByRole('dialog', { name: '筛选条件' });
    await expect(drawer).toHaveAttribute('data-side', 'left');
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.getBoundingClientRect().width).toBeCloseTo(20 * rem, 0);
  },
};
