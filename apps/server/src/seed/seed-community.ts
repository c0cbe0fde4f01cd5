import { generatedAvatar } from '@cep/contract';
import type { Kysely } from 'kysely';
import { sanitizeAnnouncementHtml } from '../community/html';
import type { Tables } from '../platform/db/schema';

/*
 * Demo group interaction (issue 16): 张医生 (`doctor`) leads a pre-moderated group of four of his
 * patients, each under a nickname of their own (none holds a name); a session in three days with
 * one sign-up; a pinned announcement to the group; this week's "train on 5 days" challenge that
 * two members joined (李患者 has not: the join is his to make); two posts and one waiting for
 * approval.
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `YYYY-MM-DD` (China time) of the day `days` from `now`'s. */
function chinaDay(now: Date, days: number): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (China time) of `now`'s week, as days from today. */
function mondayOffset(now: Date): number {
  const weekday = new Date(now.getTime() + CHINA_OFFSET_MS).getUTCDay();
  return weekday === 0 ? -6 : 1 - weekday;
}

const members = [
  { username: 'patient', nickname: '书法爱好者', avatar: 'leaf' },
  { username: 'wangxiuying', nickname: '向日葵', avatar: 'flower' },
  { username: 'zhangwei', nickname: '晨跑者', avatar: 'sun' },
  { username: 'liuyang', nickname: '小太阳', avatar: undefined },
] as const;

export async function seedCommunity(
  trx: Kysely<Tables>,
  idOf: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const doctorUser = idOf.get('doctor');
  if (doctorUser === undefined) return;
  const doctor = await trx
    .selectFrom('doctors')
    .select(['id', 'doctor_name'])
    .where('user_id', '=', doctorUser)
    .executeTakeFirstOrThrow();
  const patientOf = new Map(
    (await trx.selectFrom('patients').select(['id', 'user_id']).execute()).map((row) => [
      row.user_id,
      row.id,
    ]),
  );
  const patientId = (username: string) => {
    const id = patientOf.get(idOf.get(username) ?? -1);
    if (id === undefined) throw new Error(`seed: no patient record for ${username}`);
    return id;
  };

  const { id: groupId } = await trx
    .insertInto('patient_groups')
    .values({
      name: '记忆训练互助组',
      purpose: '每周一起做记忆和注意力训练，互相鼓励，分享康复中的小进步。',
      moderation: 'pre',
      doctor_id: doctor.id,
      created_by: doctorUser,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('patient_group_members')
    .values(
      members.map((member) => ({
        group_id: groupId,
        patient_id: patientId(member.username),
        nickname: member.nickname,
        avatar: member.avatar ?? generatedAvatar(groupId, patientId(member.username)),
        added_by: doctorUser,
      })),
    )
    .execute();

  // In three days at 14:30 China time, on site and by video.
  const start = Date.parse(`${chinaDay(now, 3)}T14:30:00+08:00`);
  const { id: sessionId } = await trx
    .insertInto('group_sessions')
    .values({
      group_id: groupId,
      title: '小组记忆训练（第3次）',
      starts_at: new Date(start),
      ends_at: new Date(start + 60 * 60_000),
      place: '康复中心三楼活动室',
      video_url: 'https://meeting.example.org/cep-memory-group',
      capacity: 8,
      created_by: doctorUser,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_session_signups')
    .values({ session_id: sessionId, patient_id: patientId('wangxiuying') })
    .execute();

  await trx
    .insertInto('announcements')
    .values({
      title: '本周小组训练安排',
      body_html: sanitizeAnnouncementHtml(
        '<h2>本周小组训练</h2><p>各位组员好！本周<strong>三天后下午两点半</strong>在康复中心三楼活动室做记忆训练，也可以用视频参加。</p>' +
          '<ul><li>请提前10分钟到场</li><li>带上老花镜和水杯</li></ul><p>在“小组活动”里报名即可。</p>',
      ),
      audience: 'group',
      group_id: groupId,
      author_id: doctorUser,
      author_name: doctor.doctor_name,
      pinned: true,
    })
    .execute();

  const monday = mondayOffset(now);
  const { id: challengeId } = await trx
    .insertInto('challenges')
    .values({
      group_id: groupId,
      title: '本周训练5天',
      description: '这周一到周日，有5天做了训练就算完成。每天练一会儿，贵在坚持！',
      kind: 'trainingDays',
      target: 5,
      starts_on: chinaDay(now, monday),
      ends_on: chinaDay(now, monday + 6),
      created_by: doctorUser,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('challenge_participants')
    .values([
      { challenge_id: challengeId, patient_id: patientId('wangxiuying') },
      { challenge_id: challengeId, patient_id: patientId('zhangwei') },
    ])
    .execute();

  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  await trx
    .insertInto('group_posts')
    .values([
      {
        group_id: groupId,
        author_patient_id: patientId('wangxiuying'),
        body: '今天数字广度做到了6位，比上周多了一位，开心！',
        status: 'visible',
        created_at: at(26),
        created_by: idOf.get('wangxiuying') ?? null,
        moderated_at: at(25),
        moderated_by: doctorUser,
        moderated_by_name: doctor.doctor_name,
      },
      {
        group_id: groupId,
        author_patient_id: patientId('zhangwei'),
        body: '早上练完再去公园走一圈，感觉脑子清楚多了。大家加油！',
        status: 'visible',
        created_at: at(5),
        created_by: idOf.get('zhangwei') ?? null,
        moderated_at: at(4),
        moderated_by: doctorUser,
        moderated_by_name: doctor.doctor_name,
      },
      {
        group_id: groupId,
        author_patient_id: patientId('liuyang'),
        body: '请问大家舒尔特方格有什么窍门吗？我总是找不到下一个数字。',
        status: 'pending',
        created_at: at(1),
        created_by: idOf.get('liuyang') ?? null,
      },
    ])
    .execute();
}
