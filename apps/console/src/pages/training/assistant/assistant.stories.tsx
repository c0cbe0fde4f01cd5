import type { Finding } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { FindingCard } from './finding-card';
import { RejectDialog } from './reject-dialog';

/*
 * 智能建议's parts with findings as the server sends them; e2e/assistant.spec.ts runs the tab
 * against the real server.
 */

const meta = {
  title: 'Console/Training/Assistant',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const base: Finding = {
  id: 3,
  patientId: 1,
  patientName: '李患者',
  rule: 'weakDomains',
  kind: 'suggestion',
  status: 'open',
  numbers: { maxShare: 0.7, memory: 0.2, attention: 0.5 },
  action: { type: 'addItems', planId: 1, kinds: ['digitSpanForward', 'schulteGrid'] },
  link: '/cognitive-training?patient=1&tab=assessments&assessment=4',
  createdAt: Date.parse('2026-11-25T01:00:00Z'),
  decidedBy: null,
  decidedAt: null,
  reason: null,
  read: false,
};

const onAccept = fn();
const onReject = fn();

/** An open suggestion says why with its numbers and what accepting adds; both buttons by keyboard. */
export const OpenSuggestion: Story = {
  render: () => <FindingCard finding={base} onAccept={onAccept} onReject={onReject} />,
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: '针对薄弱领域增加训练' });
    await expect(card).toHaveTextContent('记忆 20%、注意力 50%');
    await expect(card).toHaveTextContent('采纳后在训练计划中加入：');
    await expect(within(card).getByRole('link', { name: '查看依据' })).toHaveAttribute(
      'href',
      base.link,
    );
    await userEvent.tab(); // 查看依据
    await userEvent.tab(); // 不采纳
    await userEvent.tab(); // 采纳
    await expect(canvas.getByRole('button', { name: '采纳' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAccept).toHaveBeenCalledOnce();
  },
};

/** A decline alert shows its means and margin; a decided suggestion shows who, when and why. */
export const AlertAndDecided: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <FindingCard
        finding={{
          ...base,
          id: 4,
          rule: 'decline',
          kind: 'alert',
          numbers: {
            shortDays: 7,
            longDays: 28,
            shortMean: 0.25,
            longMean: 0.625,
            drop: 0.375,
            margin: 0.1,
            shortResults: 3,
            longResults: 6,
          },
          action: { type: 'none' },
        }}
        onRead={fn()}
      />
      <FindingCard
        finding={{
          ...base,
          id: 5,
          status: 'rejected',
          decidedBy: '张医生',
          decidedAt: Date.parse('2026-11-25T02:00:00Z'),
          reason: '下周复评后再定',
        }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('article', { name: '训练正确率下降' });
    await expect(alert).toHaveTextContent(
      '近 7 天平均正确率 25%（3 次），近 28 天 63%（6 次），下降 38%',
    );
    await expect(within(alert).getByText('未读')).toBeVisible();
    const decided = canvas.getByRole('article', { name: '针对薄弱领域增加训练' });
    await expect(decided).toHaveTextContent('未采纳');
    await expect(decided).toHaveTextContent('原因：下周复评后再定');
    await expect(within(decided).queryByRole('button', { name: '采纳' })).toBeNull();
  },
};

const onConfirm = fn();

/** Reject asks for an optional reason; one over 500 characters is refused in words. */
export const RejectWithReason: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return <RejectDialog open={open} onOpenChange={setOpen} onConfirm={onConfirm} />;
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '不采纳这条建议' });
    // The dialog fades in (motion-safe): judge what it shows once it is shown.
    await waitFor(() => expect(dialog).toBeVisible());
    const reason = within(dialog).getByLabelText('原因（可不填）');
    await userEvent.click(reason);
    await userEvent.paste('长'.repeat(501));
    await waitFor(() => expect(within(dialog).getByText('原因不能超过500个字符')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: '确定不采纳' })).toBeDisabled();
    await userEvent.clear(reason);
    await userEvent.type(reason, '患者本周外出');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定不采纳' }));
    await expect(onConfirm).toHaveBeenCalledWith('患者本周外出');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
