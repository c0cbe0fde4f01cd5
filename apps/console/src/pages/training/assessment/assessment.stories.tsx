import {
  itemKeys,
  scoreSheet,
  type Assessment,
  type AssessmentKind,
  type AssessmentScores,
} from '@cep/contract';
import { ApiError } from '@cep/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AssessmentSheet, type AssessmentCalls } from './assessment-sheet';

/*
 * 认知评估's score sheet with an in-memory stand-in for the server that scores with the contract's
 * own `scoreSheet` (what the server does); e2e/assessments.spec.ts runs the real thing.
 */

const meta = {
  title: 'Console/Training/Assessment',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 70 years old, primary school (6 years): norm group A. */
const patient = { age: 70, edu: '小学' as const };

function record(kind: AssessmentKind, scores: AssessmentScores, finished: boolean): Assessment {
  return {
    id: 7,
    patientId: 1,
    kind,
    status: finished ? 'finished' : 'draft',
    testedOn: '2026-11-25',
    scores,
    revision: 0,
    ...scoreSheet(kind, scores, patient, finished),
    createdBy: '张医生',
    createdAt: Date.UTC(2026, 10, 25, 1),
    updatedAt: Date.UTC(2026, 10, 25, 1),
    finishedBy: finished ? '张医生' : null,
    finishedAt: finished ? Date.UTC(2026, 10, 25, 2) : null,
    amendments: [],
  };
}

/** Every MoCA item at its lowest but `recall` (delayed recall) at 3: raw total 3. */
const mocaAllScored = (): AssessmentScores =>
  Object.fromEntries(itemKeys('moca').map((key) => [key, key === 'delayedRecall.recall' ? 3 : 0]));

interface Server {
  calls: AssessmentCalls;
  saved: AssessmentScores[];
  failNext: number;
  /** Another screen amends the finished sheet to these scores (its revision moves on). */
  amendElsewhere: (scores: AssessmentScores) => void;
}

function memoryServer(start: Assessment): Server {
  let current = start;
  const server: Server = {
    saved: [],
    failNext: 0,
    calls: {
      load: async () => current,
      saveDraft: async (draft) => {
        if (server.failNext > 0) {
          server.failNext -= 1;
          throw Object.assign(new Error('Network Error'), { code: 0 });
        }
        server.saved.push(draft.scores);
        current = {
          ...record(current.kind, draft.scores, false),
          revision: current.revision + 1,
        };
        return current;
      },
      finish: async () => {
        current = { ...record(current.kind, current.scores, true), revision: current.revision + 1 };
        return current;
      },
      amend: async (body) => {
        if (body.revision !== current.revision) {
          throw new ApiError(40902, '已被他人修改，请重新读取后再保存');
        }
        current = {
          ...record(current.kind, body.scores, true),
          revision: current.revision + 1,
          amendments: [
            {
              id: 1,
              reason: body.reason,
              previousScores: current.scores,
              scores: body.scores,
              amendedBy: '张医生',
              amendedAt: Date.UTC(2026, 10, 25, 3),
            },
          ],
        };
        return current;
      },
    },
    amendElsewhere: (scores) => {
      current = { ...record(current.kind, scores, true), revision: current.revision + 1 };
    },
  };
  return server;
}

function Sheet({ server, start }: { server: Server; start: Assessment }) {
  const [shown, setShown] = useState(start);
  return (
    <AssessmentSheet
      assessment={shown}
      calls={server.calls}
      canEdit
      onBack={() => {}}
      onChanged={setShown}
    />
  );
}

const draftStart = record('moca', {}, false);
const draftServer = memoryServer(draftStart);

/**
 * Scores are chosen with the arrow keys and saved as they change; finishing with items still
 * empty says how many and saves nothing more.
 */
export const Draft: Story = {
  render: () => <Sheet server={draftServer} start={draftStart} />,
  play: async ({ canvas }) => {
    const clock = canvas.getByRole('radiogroup', { name: '画钟（满分 3）' });
    await userEvent.click(canvas.getAllByRole('radio', { name: '0' })[0]!);
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[role="radiogroup"]')).toBe(clock);
    // Held down then let go, as a hand does: Radix selects on the focus that follows keydown.
    for (const name of ['1', '2']) {
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(within(clock).getByRole('radio', { name })).toHaveFocus());
      await userEvent.keyboard('{/ArrowRight}');
    }
    await expect(within(clock).getByRole('radio', { name: '2' })).toBeChecked();
    await waitFor(() =>
      expect(draftServer.saved.at(-1)).toEqual({
        'visuospatial.trail': 0,
        'visuospatial.clock': 2,
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('草稿已保存');
    await expect(canvas.getByText('原始总分 2 / 30')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '完成并锁定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('还有 10 项没有填写分数，请先填完。');
  },
};

const failingStart = record('mmse', {}, false);
const failingServer = memoryServer(failingStart);

/** A save with no answer keeps the score on screen, says so, and 重试 sends it. */
export const SaveFailsThenRetries: Story = {
  render: () => <Sheet server={failingServer} start={failingStart} />,
  play: async ({ canvas }) => {
    failingServer.failNext = 1;
    await userEvent.click(canvas.getAllByRole('radio', { name: '5' })[0]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('没有保存成功');
    await expect(canvas.getAllByRole('radio', { name: '5' })[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('草稿已保存'));
    await expect(failingServer.saved.at(-1)).toEqual({ 'orientation.time': 5 });
  },
};

const finishedStart = record('moca', mocaAllScored(), true);
const finishedServer = memoryServer(finishedStart);

/**
 * A finished MoCA shows the rule and numbers (education bonus, group A, cut-off 19.5); an amendment
 * needs a reason and keeps the earlier score.
 */
export const FinishedAndAmended: Story = {
  render: () => <Sheet server={finishedServer} start={finishedStart} />,
  play: async ({ canvas }) => {
    const interpretation = canvas.getByTestId('interpretation');
    await expect(interpretation).toHaveTextContent('总分 4 分（原始分 3，受教育 ≤ 12 年加 1 分）');
    await expect(interpretation).toHaveTextContent('年龄 70 岁，受教育 6 年 → A 组');
    await expect(interpretation).toHaveTextContent('A 组 MoCA 界值 19.5：总分低于界值');
    await expect(interpretation).toHaveTextContent('提示可能存在轻度认知障碍');
    await expect(canvas.getByRole('table', { name: '认知领域' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '修订' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存修订' }));
    await expect(canvas.getByText('请填写修改原因')).toBeVisible();
    const recall = canvas.getByRole('radiogroup', { name: '延迟回忆（5 词）（满分 5）' });
    await userEvent.click(within(recall).getByRole('radio', { name: '5' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /修订原因/ }), '录入错误');
    await userEvent.click(canvas.getByRole('button', { name: '保存修订' }));
    await expect(await canvas.findByText(/原因：录入错误/)).toBeVisible();
    await expect(canvas.getByText('延迟回忆（5 词）：3 → 5')).toBeVisible();
    await expect(canvas.getByTestId('interpretation')).toHaveTextContent('总分 6 分');
  },
};

const staleStart = record('moca', mocaAllScored(), true);
const staleServer = memoryServer(staleStart);

/**
 * Amended on another screen meanwhile: the save shows 已被他人修改 with what was typed kept; the
 * comparison lists the item both changed, and 保留我的修改 lets the next 保存修订 go through.
 */
export const AmendedElsewhere: Story = {
  render: () => <Sheet server={staleServer} start={staleStart} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修订' }));
    const recall = canvas.getByRole('radiogroup', { name: '延迟回忆（5 词）（满分 5）' });
    await userEvent.click(within(recall).getByRole('radio', { name: '5' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /修订原因/ }), '录入错误');
    staleServer.amendElsewhere({ ...mocaAllScored(), 'delayedRecall.recall': 4 });

    await userEvent.click(canvas.getByRole('button', { name: '保存修订' }));
    const conflict = await canvas.findByRole('region', { name: '已被他人修改' });
    await expect(canvas.getAllByText(/已被他人修改/)).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: /修订原因/ })).toHaveValue('录入错误');
    await expect(within(recall).getByRole('radio', { name: '5' })).toBeChecked();

    await userEvent.click(within(conflict).getByRole('button', { name: '对比两个版本' }));
    const table = await within(conflict).findByRole('table', { name: '我的修改与最新版本的对比' });
    const row = within(table).getByRole('row', { name: /延迟回忆/ });
    await expect(row).toHaveTextContent('5');
    await expect(row).toHaveTextContent('4');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);

    await userEvent.click(within(conflict).getByRole('button', { name: '保留我的修改' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '已被他人修改' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '保存修订' }));
    await expect(await canvas.findByText(/原因：录入错误/)).toBeVisible();
    await expect(canvas.getByText('延迟回忆（5 词）：4 → 5')).toBeVisible();
  },
};
