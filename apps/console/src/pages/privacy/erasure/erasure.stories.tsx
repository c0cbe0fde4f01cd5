import { ApiError } from '@cep/api-client';
import type { ErasureRequest, MyErasure } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ErasureSection, type ErasureCalls } from './erasure-section';
import { statement } from './statement-example';

/*
 * 申请删除个人信息 (issue 32 §5) as a component test: `calls` stand in for the API client's. The
 * server's rules are apps/server/test/erasure.test.ts; against the real server, e2e/erasure.spec.ts.
 */

const phoneViewports = {
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
};

const askedAt = Date.UTC(2026, 10, 28, 2, 0);
const pendingRequest: ErasureRequest = {
  id: 1,
  patientId: 7,
  patientName: '李患者',
  askedByName: '李患者',
  askedBySelf: true,
  askedAt,
  deadline: askedAt + 15 * 86_400_000,
  status: 'pending',
  reason: null,
  decidedByName: null,
  decidedAt: null,
  statement: null,
};

function fakeCalls(request: ErasureRequest | null = null) {
  let current = request;
  return {
    getMyErasure: fn(async (): Promise<MyErasure> => ({ request: current, preview: statement })),
    requestMyErasure: fn(async () => {
      if (current?.status === 'pending') throw new ApiError(40950, '已有一份待处理的删除申请');
      current = pendingRequest;
      return current;
    }),
  } satisfies ErasureCalls;
}

const meta = {
  title: 'Console/Privacy/Erasure',
  component: ErasureSection,
  parameters: { viewport: { options: phoneViewports } },
  args: { calls: fakeCalls() },
} satisfies Meta<typeof ErasureSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What will be erased and what is kept (with the law's years) before asking; the request is
 * confirmed from the keyboard and then shows its deadline.
 */
export const AsksAfterReading: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const erased = await canvas.findByRole('region', { name: '将删除或匿名化的内容' });
    await expect(erased).toHaveTextContent('您在病友小组发的帖子');
    await expect(erased).toHaveTextContent('3 项');
    await expect(erased).toHaveTextContent('您的账号：注销，之后不能再登录');
    const kept = canvas.getByRole('region', { name: '依法保留的内容' });
    await expect(kept).toHaveTextContent('评估结果2 项');
    await expect(kept).toHaveTextContent('住院病历至少保存 30 年，门诊病历至少保存 15 年');

    const ask = canvas.getByRole('button', { name: '申请删除我的个人信息' });
    ask.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('病历会依法保留');
    // Focus starts on 取消 (danger): Tab to 确定申请, Enter.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.calls.requestMyErasure).toHaveBeenCalledTimes(1));
    await expect(
      await canvas.findByText(/您已在 .* 提交删除申请，管理员会在 .* 前处理。/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '申请删除我的个人信息' })).toBeNull();
  },
};

/** A rejected request shows its reason; the patient may ask again. */
export const Rejected: Story = {
  args: {
    calls: fakeCalls({
      ...pendingRequest,
      status: 'rejected',
      reason: '请先与您的医生确认',
      decidedAt: askedAt + 86_400_000,
      decidedByName: 'admin',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('您上次的申请未被通过，理由：请先与您的医生确认'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再次申请' })).toBeEnabled();
  },
};

/** Phone width: nothing scrolls sideways; the button is at least 44 px tall. */
export const Phone: Story = {
  args: { calls: fakeCalls() },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ask = await canvas.findByRole('button', { name: '申请删除我的个人信息' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(ask.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
