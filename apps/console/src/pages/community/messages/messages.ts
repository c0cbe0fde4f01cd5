import type { MessagePeerKind } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** Words of the messages panel (issue 16): plain for patients, short for clinicians. */
export interface MessagesPanelMessages {
  /** The stand-in page's heading: the menu entry's title. */
  title: string;
  conversations: string;
  /** The patient's heading over their clinicians. */
  patientConversations: string;
  newMessage: string;
  patientNewMessage: string;
  back: string;
  loading: string;
  loadFailed: string;
  retry: string;
  moreConversations: string;
  noConversations: string;
  noConversationsHint: string;
  patientNoConversationsHint: string;
  pickConversation: string;
  threadLabel: (name: string) => string;
  composerLabel: (name: string) => string;
  cannotSend: string;
  canOnlyRead: string;
  offline: string;
  reconnecting: string;
  signedOut: string;
  picture: string;
  kinds: Record<MessagePeerKind, string>;
  /** The contact picker. */
  pickerTitle: string;
  patientPickerTitle: string;
  pickerDescription: string;
  patientPickerDescription: string;
  pickerSearch: string;
  pickerEmpty: string;
  patientPickerEmpty: string;
  pickerMore: string;
  today: string;
}

export const messagesPanelMessages: Record<Locale, MessagesPanelMessages> = {
  'zh-CN': {
    title: '消息',
    conversations: '会话',
    patientConversations: '我的医护人员',
    newMessage: '新消息',
    patientNewMessage: '给医护人员写信',
    back: '返回会话列表',
    loading: '加载中…',
    loadFailed: '没能加载消息',
    retry: '重试',
    moreConversations: '更多会话',
    noConversations: '还没有会话',
    noConversationsHint: '点“新消息”给同事或您护理团队的患者写信。',
    patientNoConversationsHint: '点“给医护人员写信”，就能问您的医生问题。',
    pickConversation: '选择左边的一个会话，查看消息。',
    threadLabel: (name) => `与${name}的消息`,
    composerLabel: (name) => `写给${name}的消息`,
    cannotSend: '你们已不在同一护理团队中，不能再发消息；以前的消息仍可查看。',
    canOnlyRead: '只能查看',
    offline: '网络已断开。恢复后会自动收到新消息。',
    reconnecting: '正在重新连接…',
    signedOut: '登录已失效，请重新登录后查看新消息。',
    picture: '图片',
    kinds: { patient: '患者', clinician: '医护人员', admin: '管理员' },
    pickerTitle: '给谁写信',
    patientPickerTitle: '给哪位医护人员写信',
    pickerDescription: '可以写给同事，或您护理团队的患者。',
    patientPickerDescription: '您可以写信给护理团队的医生、康复师、训练师和护士。',
    pickerSearch: '按姓名查找',
    pickerEmpty: '没有找到可以发消息的人',
    patientPickerEmpty: '您的护理团队还没有医护人员。请联系医院。',
    pickerMore: '显示更多',
    today: '今天',
  },
  'en-US': {
    title: 'Messages',
    conversations: 'Conversations',
    patientConversations: 'My care team',
    newMessage: 'New message',
    patientNewMessage: 'Write to my care team',
    back: 'Back to conversations',
    loading: 'Loading…',
    loadFailed: 'Messages could not be loaded',
    retry: 'Try again',
    moreConversations: 'More conversations',
    noConversations: 'No conversations yet',
    noConversationsHint: 'Choose “New message” to write to a colleague or a patient of your team.',
    patientNoConversationsHint: 'Choose “Write to my care team” to ask your doctor a question.',
    pickConversation: 'Choose a conversation to read its messages.',
    threadLabel: (name) => `Messages with ${name}`,
    composerLabel: (name) => `Message to ${name}`,
    cannotSend:
      'You are no longer on the same care team, so no new messages can be sent. Earlier messages stay here.',
    canOnlyRead: 'Read only',
    offline: 'You are offline. New messages will arrive once you are back.',
    reconnecting: 'Reconnecting…',
    signedOut: 'Your session has ended. Sign in again to receive new messages.',
    picture: 'Picture',
    kinds: { patient: 'Patient', clinician: 'Care team', admin: 'Administrator' },
    pickerTitle: 'Write to',
    patientPickerTitle: 'Which member of your care team?',
    pickerDescription: 'Write to a colleague or a patient of your care team.',
    patientPickerDescription:
      'You can write to the doctors, therapists, trainers and nurses of your care team.',
    pickerSearch: 'Find by name',
    pickerEmpty: 'Nobody found to write to',
    patientPickerEmpty: 'Your care team has no members yet. Please contact the hospital.',
    pickerMore: 'Show more',
    today: 'Today',
  },
};
