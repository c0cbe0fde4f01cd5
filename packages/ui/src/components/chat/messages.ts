import type { Locale } from '../../i18n';

export interface ChatMessages {
  /** A conversation's unread count, said after its name. */
  unread: (n: number) => string;
  /** In place of a preview: the newest message is a picture. */
  picture: string;
  noConversations: string;
  /** Said before each message, for those who cannot see which side it is on. */
  me: string;
  loadOlder: string;
  loadingOlder: string;
  noOlder: string;
  noMessages: string;
  sending: string;
  failed: string;
  retry: string;
  sent: string;
  read: string;
  /** The live line when a message arrives: "张医生：明天复查". */
  arrived: (name: string, text: string) => string;
  /** The composer. */
  placeholder: string;
  send: string;
  sendingNow: string;
  addPicture: string;
  changePicture: string;
  removePicture: string;
  pictureAlt: string;
  enterHint: string;
  pictureType: (types: string) => string;
  pictureSize: (size: string) => string;
  /** Characters left, shown near the limit. */
  left: (n: number) => string;
  tooLong: (max: number) => string;
}

export const chatMessages: Record<Locale, ChatMessages> = {
  'zh-CN': {
    unread: (n) => `${n} 条未读`,
    picture: '[图片]',
    noConversations: '还没有会话',
    me: '我',
    loadOlder: '查看更早的消息',
    loadingOlder: '正在加载更早的消息…',
    noOlder: '没有更早的消息了',
    noMessages: '还没有消息，写下第一句吧',
    sending: '发送中…',
    failed: '发送失败',
    retry: '重新发送',
    sent: '已送达',
    read: '对方已读',
    arrived: (name, text) => `${name}：${text}`,
    placeholder: '写消息…',
    send: '发送',
    sendingNow: '正在发送',
    addPicture: '添加图片',
    changePicture: '更换图片',
    removePicture: '移除图片',
    pictureAlt: '要发送的图片',
    enterHint: '按 Enter 发送，Shift + Enter 换行',
    pictureType: (types) => `只能发送 ${types} 图片`,
    pictureSize: (size) => `图片不能超过 ${size}`,
    left: (n) => `还能输入 ${n} 个字`,
    tooLong: (max) => `消息不能超过 ${max} 个字`,
  },
  'en-US': {
    unread: (n) => `${n} unread`,
    picture: '[Picture]',
    noConversations: 'No conversations yet',
    me: 'Me',
    loadOlder: 'Show earlier messages',
    loadingOlder: 'Loading earlier messages…',
    noOlder: 'No earlier messages',
    noMessages: 'No messages yet. Write the first one.',
    sending: 'Sending…',
    failed: 'Not sent',
    retry: 'Send again',
    sent: 'Delivered',
    read: 'Read',
    arrived: (name, text) => `${name}: ${text}`,
    placeholder: 'Write a message…',
    send: 'Send',
    sendingNow: 'Sending',
    addPicture: 'Add picture',
    changePicture: 'Change picture',
    removePicture: 'Remove picture',
    pictureAlt: 'Picture to send',
    enterHint: 'Enter sends, Shift + Enter starts a new line',
    pictureType: (types) => `Only ${types} pictures can be sent`,
    pictureSize: (size) => `The picture must not exceed ${size}`,
    left: (n) => `${n} characters left`,
    tooLong: (max) => `A message can have at most ${max} characters`,
  },
};
