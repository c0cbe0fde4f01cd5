import type { ApiClient, MessageImageOptions } from '../types';
import { percentOf } from './files';
import type { Send } from './send';

type MessagingCalls = Pick<
  ApiClient,
  | 'listConversations'
  | 'listMessageContacts'
  | 'startConversation'
  | 'listMessages'
  | 'sendMessage'
  | 'readMessages'
  | 'countUnreadMessages'
  | 'uploadMessageImage'
>;

/** Messages (issue 16): conversations, contacts, history, sending, reads and pictures. */
export function messagingCalls(send: Send): MessagingCalls {
  return {
    listConversations: (query = {}) => send('listConversations', { params: query }),
    listMessageContacts: (query = {}) => send('listMessageContacts', { params: query }),
    startConversation: (userId) => send('startConversation', { data: { userId } }),
    listMessages: (query) => send('listMessages', { params: query }),
    sendMessage: (message) => send('sendMessage', { data: message }),
    readMessages: (conversationId, seq) =>
      send('readMessages', {
        data: seq === undefined ? { conversationId } : { conversationId, seq },
      }),
    countUnreadMessages: () => send('countUnreadMessages'),
    uploadMessageImage(file, { filename, onProgress, signal }: MessageImageOptions = {}) {
      const form = new FormData();
      const name =
        filename ?? ('name' in file && typeof file.name === 'string' ? file.name : 'image');
      form.append('file', file, name);
      return send('uploadMessageImage', {
        data: form,
        signal,
        onUploadProgress: onProgress
          ? (event) => {
              const percent = percentOf(event);
              if (percent !== undefined) onProgress(percent);
            }
          : undefined,
      });
    },
  };
}
