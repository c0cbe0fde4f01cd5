import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SplitPane, SplitPaneHandle, SplitPanePanel } from './split-pane';

function Workbench() {
  return (
    <div className="h-80 rounded-md border border-border">
      <SplitPane>
        <SplitPanePanel defaultSize="30" minSize="20" className="p-3">
          患者列表
        </SplitPanePanel>
        <SplitPaneHandle aria-label="调整患者列表宽度" />
        <SplitPanePanel minSize="30">
          <SplitPane orientation="vertical">
            <SplitPanePanel defaultSize="60" minSize="25" className="p-3">
              训练记录
            </SplitPanePanel>
            <SplitPaneHandle aria-label="调整训练记录高度" />
            <SplitPanePanel minSize="20" className="p-3">
              医生备注
            </SplitPanePanel>
          </SplitPane>
        </SplitPanePanel>
      </SplitPane>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`SplitPane\` › \`SplitPanePanel\`s with \`SplitPaneHandle\`s between.

## Variants

Horizontal or vertical; nested; collapsible panes.

## Do

- Use for side-by-side work (a list and its details, EEG channels).

## Don't

- Use at 375 px: stack the content instead.

## Accessibility

- The handle is an ARIA separator: Tab to it, arrows resize, Home and End jump, Enter collapses.
`;

const meta = {
  title: 'UI/SplitPane',
  component: Workbench,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
} satisfies Meta<typeof Workbench>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (element: HTMLElement) => Number(element.getAttribute('aria-valuenow'));

/** Nested panes; Tab reaches each handle, the arrow keys resize, Home goes to the minimum. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const sideways = canvas.getByRole('separator', { name: '调整患者列表宽度' });
    const upDown = canvas.getByRole('separator', { name: '调整训练记录高度' });
    await expect(sideways).toHaveAttribute('aria-orientation', 'vertical');
    await expect(upDown).toHaveAttribute('aria-orientation', 'horizontal');
    await waitFor(() => expect(valueOf(sideways)).toBeCloseTo(30, 0));

    await userEvent.tab();
    await expect(sideways).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(valueOf(sideways)).toBeGreaterThan(30));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(valueOf(sideways)).toBeCloseTo(20, 0));

    await userEvent.tab();
    await expect(upDown).toHaveFocus();
    const before = valueOf(upDown);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(valueOf(upDown)).toBeLessThan(before));
  },
};
