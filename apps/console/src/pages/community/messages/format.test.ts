import type { Conversation, Message } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { conversationItem, mergeMessages, withArrival } from './format';
import { messagesPanelMessages } from './messages';

const zh = messagesPanelMessages['zh-CN'];
const now = new Date(2026, 10, 26, 15, 30).getTime();
const at = (days: number, hours: number, minutes: number) =>
  new Date(2026, 10, 26 - days, hours, minutes).getTime();

const message = (seq: number, extra: Partial<Message> = {}): Message => ({
  id: 100 + seq,
  conversationId: 1,
  seq,
  senderId: 7,
  mine: false,
  text: `第${seq}条`,
  image: null,
  createdAt: at(0, 9, seq),
  ...extra,
});

describe('mergeMessages', () => {
  it('keeps each message once, by its number, oldest first', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });
});

const conversation: Conversation = {
  id: 1,
  peer: { userId: 7, name: '张医生', kind: 'clinician', job: '医生', avatar: '' },
  lastMessage: { seq: 2, text: '第2条', hasImage: false, mine: false, createdAt: at(1, 9, 0) },
  lastSeq: 2,
  readSeq: 2,
  peerReadSeq: 0,
  unread: 0,
  canSend: true,
  updatedAt: at(1, 9, 0),
};

describe('conversationItem and withArrival', () => {
  it('shows the person, their role, the preview and the count; a picture in words', () => {
    expect(conversationItem(conversation, now, 'zh-CN', zh)).toEqual({
      id: 1,
      name: '张医生',
      role: '医生',
      preview: '第2条',
      time: '1 天前',
      unread: 0,
    });
    const picture = withArrival(
      conversation,
      message(3, { text: '', image: '/api/oss/file/x' }),
      1,
    );
    expect(picture).toMatchObject({ lastSeq: 3, unread: 1, readSeq: 2 });
    expect(conversationItem(picture, now, 'zh-CN', zh).preview).toBeNull();
    const closed = conversationItem({ ...conversation, canSend: false }, now, 'zh-CN', zh);
    expect(closed.note).toBe('只能查看');
  });

  it('moves the read mark with one’s own message and ignores an old one', () => {
    expect(withArrival(conversation, message(3, { mine: true }), 0)).toMatchObject({
      lastSeq: 3,
      readSeq: 3,
    });
    expect(withArrival(conversation, message(1), 0)).toEqual({ ...conversation, unread: 0 });
  });
});
