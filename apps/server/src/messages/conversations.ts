import type { Conversation, MessageContact, Page } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { containsPattern, offsetOf } from '../platform/lists/list-query';
import {
  isStaff,
  mayConverse,
  personColumns,
  personJoins,
  personOf,
  type PersonRow,
} from './people';

/*
 * Conversations and contacts: the queries behind the calls. Who may call is the routes'; who may
 * talk to whom is people.ts's rule, applied here to every list and check.
 */

interface ConversationRow extends PersonRow {
  id: number;
  last_seq: string;
  read_seq: string;
  peer_read_seq: string;
  created_at: Date;
  last_message_at: Date | null;
  can_send: boolean;
  lm_seq: string | null;
  lm_text: string | null;
  lm_has_image: boolean | null;
  lm_mine: boolean | null;
  lm_created_at: Date | null;
}

/** The conversations of `userId` (one when `conversationId` is given), with the other person. */
function conversationRows(
  db: Kysely<Tables>,
  userId: number,
  options: { conversationId?: number; limit?: number; offset?: number },
) {
  const me = sql.lit(userId);
  return sql<ConversationRow>`
    SELECT c.id, c.last_seq, me.read_seq, peer.read_seq AS peer_read_seq, c.created_at,
           c.last_message_at, ${mayConverse(me, sql`u.id`)} AS can_send, ${personColumns},
           lm.seq AS lm_seq, left(lm.body, 100) AS lm_text, lm.image_id IS NOT NULL AS lm_has_image,
           lm.sender_id = ${me} AS lm_mine, lm.created_at AS lm_created_at
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      JOIN conversation_members peer ON peer.conversation_id = c.id AND peer.user_id <> me.user_id
      JOIN users u ON u.id = peer.user_id
      ${personJoins}
      LEFT JOIN messages lm ON lm.conversation_id = c.id AND lm.seq = c.last_seq
     WHERE me.user_id = ${me}
       ${options.conversationId === undefined ? sql`` : sql`AND c.id = ${options.conversationId}`}
     ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC
     ${options.limit === undefined ? sql`` : sql`LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`}`.execute(
    db,
  );
}

function conversationOf(row: ConversationRow): Conversation {
  const lastSeq = Number(row.last_seq);
  const readSeq = Number(row.read_seq);
  return {
    id: row.id,
    peer: personOf(row),
    lastMessage:
      row.lm_seq === null
        ? null
        : {
            seq: Number(row.lm_seq),
            text: row.lm_text ?? '',
            hasImage: row.lm_has_image === true,
            mine: row.lm_mine === true,
            createdAt: (row.lm_created_at ?? row.created_at).getTime(),
          },
    lastSeq,
    readSeq,
    peerReadSeq: Number(row.peer_read_seq),
    unread: Math.max(0, lastSeq - readSeq),
    canSend: row.can_send,
    updatedAt: (row.last_message_at ?? row.created_at).getTime(),
  };
}

/** A page of `userId`'s conversations, the latest activity first. */
export async function listConversations(
  db: Kysely<Tables>,
  userId: number,
  query: { pageNum: number; pageSize: number },
): Promise<Page<Conversation>> {
  const [rows, total] = await Promise.all([
    conversationRows(db, userId, { limit: query.pageSize, offset: offsetOf(query) }),
    db
      .selectFrom('conversation_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.rows.map(conversationOf),
    total: Number(total.n),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One conversation of `userId`, or undefined when they are not in it (or it does not exist). */
export async function findConversation(
  db: Kysely<Tables>,
  userId: number,
  conversationId: number,
): Promise<Conversation | undefined> {
  const { rows } = await conversationRows(db, userId, { conversationId });
  return rows[0] && conversationOf(rows[0]);
}

/** Whether `userId` is one of the conversation's two people. */
export async function isMember(
  db: Kysely<Tables>,
  userId: number,
  conversationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the two accounts may write to each other now (people.ts). */
export async function mayWrite(db: Kysely<Tables>, a: number, b: number): Promise<boolean> {
  const { rows } = await sql<{ allowed: boolean }>`
    SELECT ${mayConverse(sql.lit(a), sql.lit(b))} AS allowed`.execute(db);
  return rows[0]?.allowed === true;
}

/**
 * The conversation of two accounts, made on first use (one per pair, whoever starts it, even when
 * both start at once). Call only after `mayWrite`.
 */
export async function openConversation(db: Kysely<Tables>, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const { rows } = await sql<{ id: number }>`
    WITH made AS (
      INSERT INTO conversations (user_low, user_high) VALUES (${low}, ${high})
      ON CONFLICT (user_low, user_high) DO NOTHING
      RETURNING id
    )
    SELECT id FROM made
    UNION ALL
    SELECT id FROM conversations WHERE user_low = ${low} AND user_high = ${high}`.execute(db);
  let id = rows[0]?.id;
  if (id === undefined) {
    // Made by a concurrent start that committed after this statement's snapshot: read it again.
    const again = await db
      .selectFrom('conversations')
      .select('id')
      .where('user_low', '=', low)
      .where('user_high', '=', high)
      .executeTakeFirstOrThrow();
    id = again.id;
  }
  await db
    .insertInto('conversation_members')
    .values([
      { conversation_id: id, user_id: low },
      { conversation_id: id, user_id: high },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
}

/** The caller's unread messages over all their conversations. */
export async function unreadTotal(db: Kysely<Tables>, userId: number): Promise<number> {
  const { rows } = await sql<{ unread: string }>`
    SELECT COALESCE(sum(c.last_seq - m.read_seq), 0) AS unread
      FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
     WHERE m.user_id = ${userId}`.execute(db);
  return Math.max(0, Number(rows[0]?.unread ?? 0));
}

interface ContactRow extends PersonRow {
  conversation_id: number | null;
  kind_order: number;
}

/**
 * Whom `userId` may write to, by name: for a patient the clinicians of their care team; for staff
 * the other staff and (a doctor) the patients of their teams. Enabled accounts only: a disabled
 * one cannot read what is sent. Patients first for a clinician (whom they write to most), then
 * clinicians, then admins, each by name.
 */
export async function listContacts(
  db: Kysely<Tables>,
  userId: number,
  query: { pageNum: number; pageSize: number; name?: string | undefined },
): Promise<Page<MessageContact>> {
  const me = sql.lit(userId);
  const named =
    query.name === undefined
      ? sql``
      : sql`AND COALESCE(d.doctor_name, p.patient_name, u.name) ILIKE ${containsPattern(query.name)}`;
  // Candidates are narrowed by an index first (staff by role, a clinician's or patient's team),
  // then the one rule decides.
  const from = sql`
      FROM users u
      ${personJoins}
     WHERE u.id <> ${me} AND u.status = 'enabled' AND u.archived_at IS NULL
       AND (
         (${isStaff(me)} AND ${isStaff(sql`u.id`)})
         OR EXISTS (SELECT 1 FROM care_team_members cm JOIN doctors cd ON cd.id = cm.doctor_id
                     WHERE cm.patient_id = p.id AND cd.user_id = ${me})
         OR EXISTS (SELECT 1 FROM care_team_members cm JOIN patients cp ON cp.id = cm.patient_id
                     WHERE cm.doctor_id = d.id AND cp.user_id = ${me})
       )
       AND ${mayConverse(me, sql`u.id`)}
       ${named}`;
  const [rows, total] = await Promise.all([
    sql<ContactRow>`
      SELECT ${personColumns},
             (SELECT c.id FROM conversations c
               WHERE c.user_low = LEAST(u.id, ${me}) AND c.user_high = GREATEST(u.id, ${me})) AS conversation_id
      ${from}
      ORDER BY CASE
        WHEN EXISTS (SELECT 1 FROM user_roles kr WHERE kr.user_id = u.id AND kr.role_key = 'admin') THEN 2
        WHEN EXISTS (SELECT 1 FROM user_roles kr WHERE kr.user_id = u.id AND kr.role_key = 'doctor') THEN 1
        ELSE 0 END,
        COALESCE(d.doctor_name, p.patient_name, u.name), u.id
      LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n ${from}`.execute(db),
  ]);
  return {
    list: rows.rows.map((row) => ({ ...personOf(row), conversationId: row.conversation_id })),
    total: Number(total.rows[0]?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
