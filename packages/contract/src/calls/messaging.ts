import {
  conversation,
  conversationListQuery,
  conversationStart,
  message,
  messageContact,
  messageContactQuery,
  messageImage,
  messageListQuery,
  messageRead,
  messageReadResult,
  messageSend,
  messageUnread,
} from '../domain/messages';
import { page } from '../domain/page';
import { call } from './call-def';

/** Messages (issue 16): a patient with their care team's clinicians, staff with staff. New messages arrive over the WebSocket MESSAGE_SOCKET_PATH (not a row: see domain/messages.ts). */
export const messagingCalls = {
  listConversations: call({
    method: 'GET',
    path: '/api/message/conversations',
    summary: '本人的会话（最近活动在前；含对方、最新一条、未读数，是否还能发送）',
    access: 'message:use',
    query: conversationListQuery,
    response: page(conversation),
  }),
  listMessageContacts: call({
    method: 'GET',
    path: '/api/message/contacts',
    summary:
      '本人可以发消息的人（患者：自己护理团队的医护人员；医护：团队的患者和其他工作人员；管理员：工作人员）',
    access: 'message:use',
    query: messageContactQuery,
    response: page(messageContact),
  }),
  startConversation: call({
    method: 'POST',
    path: '/api/message/start',
    summary: '打开与某人的会话（没有时新建；只能是可以发消息的人）',
    access: 'message:use',
    body: conversationStart,
    response: conversation,
  }),
  listMessages: call({
    method: 'GET',
    path: '/api/message/list',
    summary:
      '会话的消息（按服务器序号从旧到新；默认最新一页，beforeSeq 向前翻页，afterSeq 补上某序号之后的消息）',
    access: 'message:use',
    query: messageListQuery,
    response: page(message),
  }),
  sendMessage: call({
    method: 'POST',
    path: '/api/message/send',
    summary:
      '发送消息（文字≤2000字和/或一张先上传的图片；每人发送频率有限制；clientKey 相同的重发只存一次）',
    access: 'message:use',
    body: messageSend,
    response: message,
  }),
  readMessages: call({
    method: 'POST',
    path: '/api/message/read',
    summary: '把会话标为已读（到某序号，默认全部），返回未读数',
    access: 'message:use',
    body: messageRead,
    response: messageReadResult,
  }),
  countUnreadMessages: call({
    method: 'GET',
    path: '/api/message/unread',
    summary: '本人未读的消息数（导航栏的数字）',
    access: 'message:use',
    response: messageUnread,
  }),
  uploadMessageImage: call({
    method: 'POST',
    path: '/api/message/image',
    summary:
      '上传消息图片（multipart 字段 file；JPEG/PNG/GIF/BMP，≤2MB，服务器重新编码）；只有会话双方能看到',
    access: 'message:use',
    encoding: 'multipart',
    response: messageImage,
  }),
} as const;
