import { ConfirmProvider, toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { allAccepted, storyConsentCalls } from '../../../consent/consent-story-data';
import { ConsentSection } from './consent-section';

/*
 * 我的同意 (issue 32 item 2) as a component test over in-memory decisions. The server's rules:
 * apps/server/test/consent.test.ts; against the real server: e2e/consent.spec.ts.
 */

const meta = {
  title: 'Console/Privacy/ConsentSection',
  component: ConsentSection,
  args: { calls: storyConsentCalls(allAccepted) },
  render: (args) => (
    <ConfirmProvider>
      <ConsentSection {...args} />
      <Toaster />
    </ConfirmProvider>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ConsentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each purpose with its decision, version and date. 撤回同意 asks first, saying what stops and
 * that the record is kept; cancelling changes nothing, confirming withdraws; 同意 gives it again.
 */
export const WithdrawsAndAcceptsAgain: Story = {
  args: { calls: storyConsentCalls(allAccepted) },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const community = await canvas.findByRole('listitem', { name: '参与群体互动' });
    await expect(community).toHaveTextContent('已同意 · 第 1 版');
    await expect(canvas.getByRole('listitem', { name: /研究/ })).toHaveTextContent('可选');

    // Keyboard: 撤回同意, then 取消 in the question.
    within(community).getByRole('button', { name: '撤回同意' }).focus();
    await userEvent.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent('离开所有病友小组');
    await expect(question).toHaveTextContent('病历会保留');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.calls.decideMyConsent).not.toHaveBeenCalled();

    await userEvent.click(within(community).getByRole('button', { name: '撤回同意' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定撤回' }),
    );
    await waitFor(() => expect(community).toHaveTextContent('已撤回'));
    await expect(args.calls.decideMyConsent).toHaveBeenCalledWith({
      decisions: [{ purpose: 'community', version: 1, decision: 'withdrawn' }],
    });
    await userEvent.click(within(community).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(community).toHaveTextContent('已同意'));
  },
};

/** Withdrawing the medical use says plainly what follows. */
export const MedicalWithdrawalExplained: Story = {
  args: { calls: storyConsentCalls(allAccepted) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const medical = await canvas.findByRole('listitem', { name: '用于您的诊疗' });
    await userEvent.click(within(medical).getByRole('button', { name: '撤回同意' }));
    const question = await screen.findByRole('alertdialog');
    await expect(question).toHaveTextContent('平台不能再用于您的诊疗');
    await expect(question).toHaveTextContent('告知您的护理团队');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  },
};

/** A purpose never decided shows as such, with 同意. */
export const Undecided: Story = {
  args: { calls: storyConsentCalls([['medical', 'accepted']]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const research = await canvas.findByRole('listitem', { name: /研究/ });
    await expect(research).toHaveTextContent('尚未选择');
    await expect(within(research).getByRole('button', { name: '同意' })).toBeVisible();
  },
};
