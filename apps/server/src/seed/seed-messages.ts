import { MESSAGE_TEXT_MAX } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/*
 * Demo messages (issue 16), inside the seed's transaction: 张医生 (`doctor`) and 李患者 (`patient`)
 * talk about the training plan and the next visit, 王芳 (`wangfang`, 康复师) tells 张医生 how
 * 李患者 trains, and the admin announces maintenance to 张医生. Each side has read up to a point,
 * so both demo accounts see an unread badge on first sign-in.
 */

const MINUTE_MS = 60_000;

interface DemoConversation {
  /** Usernames of the two people. */
  between: [string, string];
  /** Who says what, minutes before the seed ran. */
  messages: { from: string; text: string; minutesAgo: number }[];
  /** How many messages each side has read (from the first). */
  read: Record<string, number>;
}

export const demoConversations: DemoConversation[] = [
  {
    between: ['doctor', 'patient'],
    messages: [
      {
        from: 'doctor',
        text: '李大爷您好，这周的训练计划已经更新，每天练20分钟就好，不用着急。',
        minutesAgo: 3 * 24 * 60,
      },
      {
        from: 'patient',
        text: '好的张医生。舒尔特方格我总是超时，怎么办？',
        minutesAgo: 3 * 24 * 60 - 45,
      },
      {
        from: 'doctor',
        text: '先从小一点的方格开始，做对比做快更重要。下周复诊时我们一起看看进度。',
        minutesAgo: 2 * 24 * 60,
      },
      { from: 'patient', text: '明白了，谢谢医生！', minutesAgo: 2 * 24 * 60 - 30 },
      {
        from: 'doctor',
        text: '记得按时服药。周五上午九点复诊，请带上以前的检查报告。',
        minutesAgo: 90,
      },
    ],
    read: { doctor: 5, patient: 4 },
  },
  {
    between: ['wangfang', 'doctor'],
    messages: [
      {
        from: 'wangfang',
        text: '张医生，李患者本周完成了4次训练，注意力题目的正确率在上升。',
        minutesAgo: 26 * 60,
      },
      { from: 'doctor', text: '很好。下次评估前把训练记录发我看看。', minutesAgo: 25 * 60 },
      { from: 'wangfang', text: '好的，周四前整理给您。', minutesAgo: 40 },
    ],
    read: { wangfang: 3, doctor: 2 },
  },
  {
    between: ['admin', 'doctor'],
    messages: [
      {
        from: 'admin',
        text: '下周二22:00至23:00系统维护，届时无法登录，请提前保存工作。',
        minutesAgo: 5 * 24 * 60,
      },
      { from: 'doctor', text: '收到，谢谢提醒。', minutesAgo: 5 * 24 * 60 - 10 },
    ],
    read: { admin: 2, doctor: 2 },
  },
];

/** Stores the demo conversations; `idOf` maps a username to the account just created. */
export async function seedMessages(
  trx: Kysely<Tables>,
  idOf: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const accountId = (username: string) => {
    const id = idOf.get(username);
    if (id === undefined) throw new Error(`seed: no account ${username} for a conversation`);
    return id;
  };
  for (const demo of demoConversations) {
    const [a, b] = demo.between.map(accountId) as [number, number];
    const times = demo.messages.map((m) => new Date(now.getTime() - m.minutesAgo * MINUTE_MS));
    const { id } = await trx
      .insertInto('conversations')
      .values({
        user_low: Math.min(a, b),
        user_high: Math.max(a, b),
        last_seq: demo.messages.length,
        last_message_at: times.at(-1) ?? null,
        created_at: times[0] ?? now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_members')
      .values(
        demo.between.map((username) => ({
          conversation_id: id,
          user_id: accountId(username),
          read_seq: demo.read[username] ?? 0,
        })),
      )
      .execute();
    await trx
      .insertInto('messages')
      .values(
        demo.messages.map((m, index) => {
          if (m.text.length > MESSAGE_TEXT_MAX) throw new Error('seed: demo message too long');
          return {
            conversation_id: id,
            seq: index + 1,
            sender_id: accountId(m.from),
            body: m.text,
            created_at: times[index]!,
          };
        }),
      )
      .execute();
  }
}
