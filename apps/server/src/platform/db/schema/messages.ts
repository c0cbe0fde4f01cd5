import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampDefaultNow } from './columns';

/* Messages (migration 0019). Mirrors migrations/*.sql, which are the truth: keep this in step. */

/** A conversation between two accounts, the lower id first (migration 0019). */
export interface ConversationsTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  /** bigint: read as text by pg, written as a number or text. */
  last_seq: ColumnType<string, string | number | undefined, string | number>;
  last_message_at: Timestamp | null;
  created_at: TimestampDefaultNow;
}
/** One side of a conversation and how far it has read (migration 0019). */
export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  read_seq: ColumnType<string, string | number | undefined, string | number>;
}
/** One message (migration 0019). */
export interface MessagesTable {
  id: Generated<string>;
  conversation_id: number;
  seq: ColumnType<string, string | number, string | number>;
  sender_id: number;
  body: Generated<string>;
  image_id: string | null;
  client_key: string | null;
  created_at: TimestampDefaultNow;
}

export interface MessageTables {
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
}
