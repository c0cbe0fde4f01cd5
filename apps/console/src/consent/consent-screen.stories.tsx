import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsentScreen } from './consent-screen';
import { storyConsentCalls, storyState } from './consent-story-data';

/*
 * The consent screen (issue 32 item 2) as a component test: `calls` stand in for the API
 * client's. The server's rules: apps/server/test/consent.test.ts; against the real server:
 * e2e/consent.spec.ts.
 */

const meta = {
  title: 'Console/Consent/ConsentScreen',
  component: ConsentScreen,
  args: {
    state: storyState([]),
    calls: storyConsentCalls(),
    onDecided: fn(),
    onSignOut: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new patient chooses each purpose by keyboard (research marked optional); 确认 sends one
 * decision per purpose against the version shown.
 */
export const DecidesEachPurpose: Story = {
  args: { calls: storyConsentCalls(), onDecided: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('使用前');
    await expect(canvas.getByRole('region', { name: /研究/ })).toHaveTextContent('可选');
    await expect(canvas.getByRole('region', { name: '用于您的诊疗' })).toHaveTextContent('必需');
    // Nothing chosen: asked to choose each.
    await userEvent.click(canvas.getByRole('button', { name: '确认我的选择' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('请为每一项选择');
    await expect(args.calls.decideMyConsent).not.toHaveBeenCalled();

    const choose = async (title: string | RegExp, answer: string) => {
      const button = within(canvas.getByRole('group', { name: title })).getByRole('button', {
        name: answer,
      });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    };
    await choose('用于您的诊疗', '同意');
    await choose('记录生理信号', '不同意');
    await choose('参与群体互动', '同意');
    await choose(/研究/, '不同意');
    await userEvent.click(canvas.getByRole('button', { name: '确认我的选择' }));
    await expect(args.calls.decideMyConsent).toHaveBeenCalledWith({
      decisions: [
        { purpose: 'medical', version: 1, decision: 'accepted' },
        { purpose: 'signals', version: 1, decision: 'declined' },
        { purpose: 'community', version: 1, decision: 'accepted' },
        { purpose: 'research', version: 1, decision: 'declined' },
      ],
    });
    await expect(args.onDecided).toHaveBeenCalledWith(
      expect.objectContaining({ due: false, careAllowed: true }),
    );
  },
};

/** Declining the medical use says why it is needed, then offers to choose again or sign out. */
export const MedicalDeclined: Story = {
  args: { calls: storyConsentCalls(), onDecided: fn(), onSignOut: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    for (const [title, answer] of [
      ['用于您的诊疗', '不同意'],
      ['记录生理信号', '同意'],
      ['参与群体互动', '同意'],
      [/研究/, '同意'],
    ] as const) {
      await userEvent.click(
        within(canvas.getByRole('group', { name: title })).getByRole('button', { name: answer }),
      );
    }
    await expect(canvas.getByRole('note')).toHaveTextContent('平台不能用于您的诊疗');
    await userEvent.click(canvas.getByRole('button', { name: '确认我的选择' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '需要您同意「用于您的诊疗」' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onSignOut).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新选择' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('使用前');
  },
};

/** A patient who withdrew the medical use earlier is told why first. */
export const MedicalWithdrawnBefore: Story = {
  args: {
    state: storyState([
      ['medical', 'accepted'],
      ['signals', 'accepted'],
      ['community', 'accepted'],
      ['research', 'accepted'],
      ['medical', 'withdrawn'],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('需要您同意');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Before you start, please read and choose',
    );
    await expect(canvas.getByRole('region', { name: /research/ })).toHaveTextContent('Optional');
  },
};
