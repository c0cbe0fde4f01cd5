export { ConversationList } from './conversation-list';
export type { ConversationListItem, ConversationListProps } from './conversation-list';
export { MessageThread } from './message-thread';
export type { MessageThreadProps, ThreadMessage } from './message-thread';
export { MessageComposer } from './message-composer';
export type { MessageComposerProps, MessageDraft } from './message-composer';
