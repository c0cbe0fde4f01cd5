import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdminDashboard } from './admin-dashboard';
import {
  adminSummary,
  doctorSummary,
  patientSummary,
  searchStoryPatients,
} from './dashboard-story-data';
import { DoctorDashboard } from './doctor-dashboard';
import { PatientDashboard } from './patient-dashboard';
import SignInsChart from './sign-ins-chart';

/*
 * The three 首页 views with given data (no API): the page (dashboard-page.tsx) only fetches the
 * summary and picks the view. The real server is covered by e2e/dashboard.spec.ts.
 */

const meta = {
  title: 'Console/Dashboard',
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

/** The admin's counts are links to their pages (reached with Tab); the latest logs link on. */
export const Admin: Story = {
  render: () => <AdminDashboard data={adminSummary} />,
  play: async ({ canvas, userEvent }) => {
    const users = canvas.getByRole('link', { name: /用户总数/ });
    await expect(users).toHaveAttribute('href', '/system/users');
    await expect(canvas.getByRole('link', { name: /本周登录次数/ })).toHaveAttribute(
      'href',
      '/system/audit',
    );
    await userEvent.tab();
    await expect(users).toHaveFocus();
    await waitFor(() =>
      expect(within(users).getByText('36', { selector: '.sr-only' })).toBeInTheDocument(),
    );

    await expect(canvas.getByRole('link', { name: '查看全部审计日志' })).toHaveAttribute(
      'href',
      '/system/audit',
    );
    await expect(canvas.getByRole('link', { name: '查看全部客户端错误' })).toHaveAttribute(
      'href',
      '/system/client-errors',
    );
    await expect(canvas.getByText('被拒绝')).toBeVisible();
    await expect(canvas.getByText('重复 3 次', { exact: false })).toBeVisible();
  },
};

/** The sign-ins chart (loaded after the cards) opens its data as a table of the 30 days. */
export const AdminChartAsTable: Story = {
  render: () => <SignInsChart days={adminSummary.signInsPerDay} />,
  play: async ({ canvas, userEvent }) => {
    const figure = await canvas.findByRole('figure', { name: '近30天每日登录次数' });
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
    const toggle = within(figure).getByRole('button', { name: '以表格查看' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: '近30天每日登录次数' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByRole('button', { name: '隐藏表格' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A quiet platform: no audit lines or errors yet, said in words. */
export const AdminEmptyLogs: Story = {
  render: () => (
    <AdminDashboard data={{ ...adminSummary, latestAudit: [], latestClientErrors: [] }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有审计记录')).toBeVisible();
    await expect(canvas.getByText('还没有客户端错误')).toBeVisible();
  },
};

/**
 * A doctor types the initials of a patient (lhz) in the quick search and reaches the result with
 * the keyboard; the recently seen patients link to their pages.
 */
export const Doctor: Story = {
  render: () => <DoctorDashboard data={doctorSummary} searchPatients={searchStoryPatients} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /我负责的患者/ })).toHaveAttribute(
      'href',
      '/system/patients',
    );
    const recent = canvas
      .getByRole('heading', { name: '最近查看的患者' })
      .closest('div')!.parentElement!;
    await expect(within(recent).getByRole('link', { name: '李患者' })).toHaveAttribute(
      'href',
      '/system/patients/7',
    );
    // The assistant's unread alerts, each linking to its evidence.
    await expect(canvas.getByRole('heading', { name: '未读提醒（2 条）' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '训练正确率下降：王秀英' })).toHaveAttribute(
      'href',
      '/cognitive-training?patient=9&tab=progress',
    );

    const search = canvas.getByRole('searchbox', { name: '姓名、拼音或首字母' });
    await userEvent.click(search);
    await userEvent.keyboard('lhz');
    const results = await canvas.findByRole('list', { name: '找到 1 位患者' });
    const found = within(results).getByRole('link', { name: '李患者' });
    await expect(found).toHaveAttribute('href', '/system/patients/7');
    await userEvent.tab();
    await expect(found).toHaveFocus();

    await userEvent.clear(search);
    await userEvent.keyboard('zzz');
    await expect(await canvas.findByText('没有找到匹配的患者')).toBeVisible();
  },
};

/** Before the doctor opens any patient, the card says how it fills; no plans yet, today says so. */
export const DoctorNothingSeenYet: Story = {
  render: () => (
    <DoctorDashboard
      data={{
        ...doctorSummary,
        recentPatients: [],
        training: { date: '2026-11-25', due: 0, done: 0, missed: 0, patients: [] },
      }}
      searchPatients={searchStoryPatients}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/还没有查看过患者/)).toBeVisible();
    await expect(canvas.getByText('您的患者还没有进行中的训练计划。')).toBeVisible();
  },
};

const openRecord = fn();

/** A patient is greeted by name; big plain buttons lead to their areas and open their record. */
export const Patient: Story = {
  render: () => (
    <PatientDashboard
      name="李患者"
      data={patientSummary}
      destinations={[
        { kind: 'training', path: '/cognitive-training' },
        { kind: 'community', path: '/communityModule' },
      ]}
      onOpenRecord={openRecord}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '李患者，您好！' })).toBeVisible();
    const training = canvas.getByRole('link', { name: '做认知训练' });
    await expect(training).toHaveAttribute('href', '/cognitive-training');
    await expect(training.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('link', { name: '测量身体信号' })).toBeNull();

    const record = canvas.getByRole('button', { name: '看我的档案' });
    await expect(record.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(training).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(record).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openRecord).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { name: '今天的训练' })).toBeVisible();
  },
};

const storyAnnouncements = {
  list: [
    {
      id: 1,
      revision: 0,
      title: '本周小组训练安排',
      bodyHtml: '<p>三天后下午两点半在康复中心三楼活动室做记忆训练。</p><script>alert(1)</script>',
      audience: 'group' as const,
      groupId: 1,
      groupName: '记忆训练互助组',
      pinned: true,
      authorName: '张医生',
      createdAt: Date.parse('2026-11-23T09:00:00+08:00'),
      updatedAt: Date.parse('2026-11-23T09:00:00+08:00'),
      read: false,
      editable: false,
      readCount: null,
      audienceSize: null,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 3,
};

/** The announcements card comes after the training card, in its own chunk, with its own request. */
export const PatientAnnouncements: Story = {
  render: () => (
    <PatientDashboard
      name="李患者"
      data={patientSummary}
      destinations={[{ kind: 'community', path: '/communityModule' }]}
      loadAnnouncements={() => Promise.resolve(storyAnnouncements)}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: '公告' });
    await expect(heading).toBeVisible();
    await expect(await canvas.findByText('本周小组训练安排')).toBeVisible();
    await expect(canvas.getByText('未读')).toBeVisible();
    // The body is shown sanitized: no script from it.
    await expect(canvasElement.querySelector('[data-slot="safe-html"] script')).toBeNull();
    const all = canvas.getByRole('link', { name: '查看全部公告' });
    await expect(all).toHaveAttribute('href', '/communityModule?tab=announcements');
    await expect(all.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // By keyboard: the big button to 群体互动, then (past the training card's link) the card's link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '和大家一起交流' })).toHaveFocus();
  },
};
