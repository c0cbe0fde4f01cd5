import type { Announcement, Challenge, GroupSession, Post } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, waitFor, within } from 'storybook/test';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementForm } from './clinician/announcement-form';
import { ReceiptsList } from './clinician/announcements-panel';
import { AttendanceForm } from './clinician/attendance-form';
import { ChallengeForm } from './clinician/challenge-form';
import { GroupForm } from './clinician/group-form';
import { SessionForm } from './clinician/session-form';
import { ChallengeCard } from './patient/challenges-panel';
import { NicknameForm } from './patient/nickname-form';
import { PostComposer } from './patient/post-composer';
import { ModerationButtons, PostCard } from './post-card';

/*
 * The parts of 群体互动 (issue 16) with given data (no API): the page and its panels only fetch
 * and pass it. The real server is covered by e2e/community.spec.ts.
 */

/** The callbacks the stories watch. */
interface StoryArgs {
  onReport?: ReturnType<typeof fn>;
  onStep?: ReturnType<typeof fn>;
  onSave?: ReturnType<typeof fn>;
  onSend?: ReturnType<typeof fn>;
  onJoin?: ReturnType<typeof fn>;
}

const meta = {
  title: 'Console/Community',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

const post: Post = {
  id: 7,
  groupId: 1,
  groupName: '记忆训练互助组',
  body: '今天数字广度做到了6位，比上周多了一位！',
  imageUrl: null,
  nickname: '向日葵',
  avatar: 'flower',
  mine: false,
  authorRealName: null,
  status: 'visible',
  createdAt: Date.parse('2026-11-23T09:00:00+08:00'),
  reports: 0,
  reportReasons: [],
  reportedByMe: false,
  moderatedBy: null,
  moderationReason: null,
};

/** A patient reads a post by nickname only, and may report it (a large button, by keyboard). */
export const PatientPost: Story = {
  args: { onReport: fn() },
  render: (args) => (
    <PostCard
      post={post}
      size="lg"
      actions={
        <button
          type="button"
          className="min-h-11 rounded-md border border-border px-4"
          onClick={args.onReport as () => void}
        >
          举报
        </button>
      }
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const article = canvas.getByRole('article', { name: '向日葵' });
    await expect(within(article).getByText(post.body)).toBeVisible();
    // Shown posts carry no state badge for patients.
    await expect(within(article).queryByText('已显示')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** A clinician sees the state, the reports and the real name of their care team's patient. */
export const ClinicianPost: Story = {
  args: { onStep: fn() },
  render: (args) => {
    const reported: Post = {
      ...post,
      authorRealName: '王秀英',
      reports: 2,
      reportReasons: ['广告'],
    };
    return (
      <PostCard
        post={reported}
        showStatus
        actions={<ModerationButtons post={reported} onStep={args.onStep as () => void} />}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: '向日葵（王秀英）' })).toBeVisible();
    await expect(canvas.getByText('已显示')).toBeVisible();
    await expect(canvas.getByText(/2 次：广告/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '通过帖子 7' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStep).toHaveBeenCalledWith('hide');
  },
};

/** The nickname form keeps the contract's rules: empty or a long number is refused in words. */
export const Nickname: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  render: (args) => (
    <NicknameForm
      groupId={1}
      nickname="组员1"
      avatar="sun"
      onSave={args.onSave as () => Promise<void>}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: /昵称/ });
    await userEvent.clear(field);
    await userEvent.type(field, '13912345678');
    await userEvent.click(canvas.getByRole('button', { name: '保存昵称和头像' }));
    await expect(await canvas.findByText('昵称不能包含一长串数字（手机号、证件号）')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '晨练王');
    // The avatar by keyboard: into the group, one to the right.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '太阳' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '月亮' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: '保存昵称和头像' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ groupId: 1, nickname: '晨练王', avatar: 'moon' }),
    );
  },
};

/** Writing a post: empty is refused; a refusal from the server keeps the text. */
export const Compose: Story = {
  args: {
    onSend: fn(() => Promise.reject(new Error('发帖太频繁：每10分钟最多发5条，请3分钟后再试'))),
  },
  render: (args) => <PostComposer groupId={1} onSend={args.onSend as () => Promise<void>} />,
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: '发表' });
    await userEvent.click(send);
    await expect(await canvas.findByText('请输入内容')).toBeVisible();
    const text = canvas.getByRole('textbox', { name: /写点什么/ });
    await userEvent.type(text, '大家早上好');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({ groupId: 1, body: '大家早上好' }, null),
    );
    await expect(await canvas.findByText(/发帖太频繁/)).toBeVisible();
    await expect(text).toHaveValue('大家早上好');
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const challenge: Challenge = {
  id: 3,
  groupId: 1,
  groupName: '记忆训练互助组',
  title: '本周训练5天',
  description: '每天练一会儿，贵在坚持！',
  kind: 'trainingDays',
  target: 5,
  startsOn: '2026-11-23',
  endsOn: '2026-11-29',
  participants: 2,
  joined: true,
  myProgress: 3,
};
const board = {
  challengeId: 3,
  target: 5,
  kind: 'trainingDays' as const,
  entries: [
    { rank: 1, nickname: '晨跑者', avatar: 'sun' as const, progress: 4, me: false },
    { rank: 2, nickname: '向日葵', avatar: 'flower' as const, progress: 3, me: true },
  ],
};
const loadBoard = () => Promise.resolve(board);

/** Joined: own progress in words and the nickname-only leaderboard; leaving by keyboard. */
export const ChallengeJoined: Story = {
  args: { onJoin: fn(() => Promise.resolve()) },
  render: (args) => (
    <ChallengeCard
      challenge={challenge}
      onJoin={args.onJoin as () => Promise<void>}
      loadLeaderboard={loadBoard}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('我已训练 3 天，目标 5 天')).toBeVisible();
    const list = await canvas.findByRole('list', { name: '排行榜：本周训练5天' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('3 / 5 天')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '退出挑战：本周训练5天' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledWith(false);
  },
};

/** Not joined: no one's progress, only the offer to join. */
export const ChallengeOpen: Story = {
  args: { onJoin: fn(() => Promise.resolve()) },
  render: (args) => (
    <ChallengeCard
      challenge={{ ...challenge, joined: false, myProgress: null }}
      onJoin={args.onJoin as () => Promise<void>}
      loadLeaderboard={loadBoard}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('参加挑战后可以看到排行榜（只显示昵称）。')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '参加挑战：本周训练5天' }));
    await expect(args.onJoin).toHaveBeenCalledWith(true);
  },
};

const announcement: Announcement = {
  id: 5,
  revision: 0,
  title: '本周小组训练安排',
  // What the server would never store, as if it had reached the database unsanitized.
  bodyHtml:
    '<h2>本周小组训练</h2><p onclick="alert(1)">请提前<strong>10分钟</strong>到场。</p>' +
    '<img src="https://tracker.example/pixel.gif" alt="像素"><a href="javascript:alert(2)">详情</a>',
  audience: 'group',
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
};

/**
 * An announcement: pinned and unread in words, its body sanitized to the contract's
 * announcementHtmlTags (no image, no handler, no javascript: link) even if it skipped the server.
 */
export const AnnouncementShown: Story = {
  render: () => <AnnouncementCard announcement={announcement} showUnread />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '本周小组训练安排' })).toBeVisible();
    await expect(canvas.getByText('置顶')).toBeVisible();
    await expect(canvas.getByText('未读')).toBeVisible();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="safe-html"] img')).toBeNull();
    await expect(canvas.getByText('详情')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('heading', { level: 2, name: '本周小组训练' })).toBeVisible();
  },
};

/** Read receipts: names of the care team's patients, the others only counted. */
export const Receipts: Story = {
  render: () => (
    <ReceiptsList
      receipts={{
        id: 5,
        audienceSize: 12,
        readCount: 3,
        readers: [
          { patientId: 1, name: '李患者', readAt: Date.parse('2026-11-23T10:00:00+08:00') },
          { patientId: 2, name: '王秀英', readAt: Date.parse('2026-11-23T11:00:00+08:00') },
        ],
        unnamedReaders: 1,
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/另有 1 位不在您护理团队的患者已读/)).toBeVisible();
  },
};

/** Publishing: a group must be chosen for a group; the body comes from the editor. */
export const Publish: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  render: (args) => (
    <AnnouncementForm
      groups={[{ id: 1, name: '记忆训练互助组' }]}
      careTeam
      submitText="发布"
      onSave={args.onSave as () => Promise<void>}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /标题/ }), '停诊通知');
    await userEvent.click(canvas.getByRole('radio', { name: '一个小组' }));
    const editor = canvas.getByRole('textbox', { name: '公告内容编辑器' });
    await userEvent.click(editor);
    await userEvent.keyboard('明天上午停诊');
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll('[data-slot="form-field-message"]')].map(
          (m) => m.textContent,
        ),
      ).toContain('错误：请选择小组'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '全体患者' }));
    // Bold by the toolbar, from the keyboard.
    await userEvent.click(canvas.getByRole('button', { name: '加粗' }));
    // The editor takes the focus back on the next frame (TipTap's focus command): typing before
    // that would go to the button, so wait for it as a person waits for the caret.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('！');
    await userEvent.click(canvas.getByRole('checkbox', { name: '置顶' }));
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '停诊通知',
          audience: 'all',
          pinned: true,
          bodyHtml: '<p>明天上午停诊<strong>！</strong></p>',
        }),
      ),
    );
  },
};

/** A new group by keyboard: name, purpose, moderation; the rules speak before the server does. */
export const NewGroup: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  render: (args) => <GroupForm submitText="创建" onSave={args.onSave as () => Promise<void>} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '创建' }));
    await expect(await canvas.findByText('请输入小组名称')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /小组名称/ }), '注意力小组');
    await userEvent.click(canvas.getByRole('radio', { name: /先发后审/ }));
    await userEvent.click(canvas.getByRole('button', { name: '创建' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ name: '注意力小组', moderation: 'post' }),
      ),
    );
  },
};

/** Planning a session: a place or a video link is required; an http link is refused. */
export const NewSession: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  render: (args) => <SessionForm groupId={1} onSave={args.onSave as () => Promise<void>} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /活动名称/ }), '周三记忆训练');
    await userEvent.type(canvas.getByLabelText(/开始时间/), '2026-12-02T14:30');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /视频链接/ }),
      'http://meet.example.org',
    );
    await userEvent.click(canvas.getByRole('button', { name: '安排活动' }));
    await expect(await canvas.findByText('视频链接必须以 https:// 开头')).toBeVisible();
    const link = canvas.getByRole('textbox', { name: /视频链接/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example.org/room');
    await userEvent.click(canvas.getByRole('button', { name: '安排活动' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          groupId: 1,
          title: '周三记忆训练',
          videoUrl: 'https://meet.example.org/room',
          capacity: 8,
          durationMinutes: 60,
          startsAt: new Date('2026-12-02T14:30').getTime(),
        }),
      ),
    );
  },
};

/** Starting a challenge: the last day cannot come before the first. */
export const NewChallenge: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  render: (args) => (
    <ChallengeForm groupId={1} today="2026-11-23" onSave={args.onSave as () => Promise<void>} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /挑战名称/ }), '本周训练5天');
    const last = canvas.getByLabelText(/结束日期/);
    await userEvent.clear(last);
    await userEvent.type(last, '2026-11-20');
    await userEvent.click(canvas.getByRole('button', { name: '发起挑战' }));
    await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
    await userEvent.clear(last);
    await userEvent.type(last, '2026-11-29');
    await userEvent.click(canvas.getByRole('button', { name: '发起挑战' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: '本周训练5天', target: 5, endsOn: '2026-11-29' }),
      ),
    );
  },
};

const session: GroupSession = {
  id: 9,
  groupId: 1,
  groupName: '记忆训练互助组',
  title: '小组记忆训练',
  startsAt: Date.parse('2026-11-20T14:30:00+08:00'),
  endsAt: Date.parse('2026-11-20T15:30:00+08:00'),
  place: '康复中心三楼活动室',
  videoUrl: null,
  capacity: 8,
  signedUp: 2,
  mine: false,
  myAttendance: null,
  signups: [
    {
      patientId: 1,
      nickname: '书法爱好者',
      avatar: 'leaf',
      realName: '李患者',
      signedUpAt: Date.parse('2026-11-18T10:00:00+08:00'),
      attended: null,
    },
    {
      patientId: 2,
      nickname: '向日葵',
      avatar: 'flower',
      realName: null,
      signedUpAt: Date.parse('2026-11-18T11:00:00+08:00'),
      attended: null,
    },
  ],
};

/** Attendance by keyboard: Space ticks who came; the save sends everyone who signed up. */
export const Attendance: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  render: (args) => (
    <AttendanceForm session={session} onSave={args.onSave as () => Promise<void>} />
  ),
  play: async ({ canvas, args }) => {
    await user.tab();
    await expect(
      canvas.getByRole('checkbox', { name: '书法爱好者（李患者） 已出勤' }),
    ).toHaveFocus();
    await user.keyboard(' ');
    await user.click(canvas.getByRole('button', { name: '记录出勤' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        { patientId: 1, attended: true },
        { patientId: 2, attended: false },
      ]),
    );
  },
};
