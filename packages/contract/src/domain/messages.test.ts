import { describe, expect, it } from 'vitest';
import {
  MESSAGE_TEXT_MAX,
  messageListQuery,
  messageSend,
  messageSocketClientMessage,
} from './messages';

describe('messageSend', () => {
  it('takes trimmed text up to the limit, a picture, or both', () => {
    expect(messageSend.parse({ conversationId: 1, text: '  您好\n ' })).toEqual({
      conversationId: 1,
      text: '您好',
    });
    const imageId = '6f2a1b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect(messageSend.parse({ conversationId: 1, imageId })).toEqual({
      conversationId: 1,
      text: '',
      imageId,
    });
    expect(
      messageSend.safeParse({ conversationId: 1, text: '字'.repeat(MESSAGE_TEXT_MAX) }).success,
    ).toBe(true);
  });

  it('refuses nothing to send, too much, bad characters and stray fields, in Chinese', () => {
    const messages = (input: unknown) =>
      messageSend.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ conversationId: 1, text: '   ' })).toEqual(['请输入消息内容或选择图片']);
    expect(messages({ conversationId: 1, text: '字'.repeat(MESSAGE_TEXT_MAX + 1) })).toEqual([
      '消息不能超过2000个字',
    ]);
    expect(messages({ conversationId: 1, text: 'a\u0000' })).toEqual(['不能包含空字符或无效字符']);
    expect(messageSend.safeParse({ conversationId: 1, text: 'x', to: 2 }).success).toBe(false);
    expect(messageSend.safeParse({ conversationId: 1, imageId: '../x' }).success).toBe(false);
  });
});

describe('messageListQuery', () => {
  it('reads numbers from the query and refuses both directions at once', () => {
    expect(messageListQuery.parse({ conversationId: '3', afterSeq: '10' })).toEqual({
      conversationId: 3,
      afterSeq: 10,
      pageNum: 1,
      pageSize: 10,
    });
    expect(
      messageListQuery.safeParse({ conversationId: '3', afterSeq: '1', beforeSeq: '5' }).success,
    ).toBe(false);
  });
});

describe('messageSocketClientMessage', () => {
  it('knows auth, sync and ping only', () => {
    expect(messageSocketClientMessage.safeParse({ type: 'auth', token: 't' }).success).toBe(true);
    expect(
      messageSocketClientMessage.safeParse({ type: 'sync', conversationId: 1, afterSeq: 0 })
        .success,
    ).toBe(true);
    expect(messageSocketClientMessage.safeParse({ type: 'send', text: 'x' }).success).toBe(false);
    expect(messageSocketClientMessage.safeParse({ type: 'ping', extra: 1 }).success).toBe(false);
  });
});
