import type { ConsentText, ConsentTextPublish } from '@cep/contract';
import { toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../consent/consent-story-data';
import { ConsentTextsView, type ConsentTextsCalls } from './consent-texts-view';

/*
 * 知情同意书 (issue 32 item 2, admins) as a component test: `calls` over an in-memory list of
 * versions. The server's rules: apps/server/test/consent.test.ts.
 */

function fakeCalls() {
  const texts: ConsentText[] = [...storyTexts];
  return {
    listConsentTexts: fn(async () => [...texts]),
    publishConsentText: fn(async (body: ConsentTextPublish) => {
      const version =
        Math.max(...texts.filter((t) => t.purpose === body.purpose).map((t) => t.version)) + 1;
      const text: ConsentText = {
        ...body,
        version,
        publishedAt: '2026-11-28T08:00:00.000Z',
        publishedByName: '管理员',
      };
      texts.unshift(text);
      return text;
    }),
  } satisfies ConsentTextsCalls;
}

const meta = {
  title: 'Console/System/ConsentTexts',
  component: ConsentTextsView,
  args: { calls: fakeCalls() },
  render: (args) => (
    <>
      <ConsentTextsView {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ConsentTextsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each purpose's current version; 发布新版本 opens a form prefilled with it, the new wording is
 * published as version 2 (needing a re-decision by default) and version 1 stays in the history.
 */
export const PublishesANewVersion: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('知情同意书');
    const community = await canvas.findByRole('region', { name: '群体互动' });
    await expect(community).toHaveTextContent('第 1 版');
    await userEvent.click(within(community).getByRole('button', { name: '发布新版本' }));
    const body = within(community).getByRole('textbox', { name: /中文正文/ });
    await expect(body).toHaveValue(storyTexts[2]!.bodyZh);
    await userEvent.clear(body);
    await userEvent.type(body, '新的说明。');
    await expect(
      within(community).getByRole('checkbox', { name: '需要患者重新决定' }),
    ).toBeChecked();
    await userEvent.click(within(community).getByRole('button', { name: '发布' }));
    await expect(args.calls.publishConsentText).toHaveBeenCalledWith(
      expect.objectContaining({
        purpose: 'community',
        bodyZh: '新的说明。',
        requiresRedecision: true,
      }),
    );
    await waitFor(() => expect(community).toHaveTextContent('第 2 版'));
    await expect(community).toHaveTextContent('历史版本 (1)');
  },
};

/** The form can be left without publishing (keyboard). */
export const CancelsByKeyboard: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const medical = await canvas.findByRole('region', { name: '用于诊疗（必需）' });
    within(medical).getByRole('button', { name: '发布新版本' }).focus();
    await userEvent.keyboard('{Enter}');
    within(medical).getByRole('button', { name: '取消' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(medical).queryByRole('button', { name: '发布' })).toBeNull();
    await expect(args.calls.publishConsentText).not.toHaveBeenCalled();
  },
};
