import type { MessageChannel, MessageChannelHandlers, MessageChannelStatus } from '@cep/api-client';
import type { Message } from '@cep/contract';
import { proxy } from 'valtio';
import { api } from '../api-client';

/*
 * The tab's one message channel (issue 16; decision 0009): a WebSocket the navbar's messages
 * button opens for the whole signed-in session and the messages panel listens to. The unread
 * count lives here (valtio, decision 0003), pushed by the server and by this tab's own reads.
 */

export interface MessageState {
  /** The caller's unread messages, for the navbar badge. */
  unread: number;
  status: MessageChannelStatus;
  /** Whether the channel has been live at least once (the panel says "offline" only after). */
  wasOnline: boolean;
}

export const messageState = proxy<MessageState>({
  unread: 0,
  status: 'connecting',
  wasOnline: false,
});

const listeners = new Set<MessageChannelHandlers>();
let channel: MessageChannel | undefined;
let holders = 0;

const each = <K extends keyof MessageChannelHandlers>(
  key: K,
  ...args: Parameters<NonNullable<MessageChannelHandlers[K]>>
) => {
  for (const listener of listeners) {
    (listener[key] as ((...a: typeof args) => void) | undefined)?.(...args);
  }
};

function open(): MessageChannel {
  return api.connectMessages({
    onReady(event) {
      messageState.unread = event.unread;
      messageState.wasOnline = true;
      each('onReady', event);
    },
    onMessage(event) {
      messageState.unread = event.unread;
      each('onMessage', event);
    },
    onRead(event) {
      messageState.unread = event.unread;
      each('onRead', event);
    },
    onError(error) {
      each('onError', error);
    },
    onStatus(status) {
      messageState.status = status;
      each('onStatus', status);
    },
  });
}

/** Keeps the channel open while held; returns the release (the last one closes it). */
export function holdMessageChannel(): () => void {
  holders += 1;
  channel ??= open();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      channel?.close();
      channel = undefined;
      messageState.status = 'connecting';
      messageState.wasOnline = false;
    }
  };
}

/** Hears the channel's events while subscribed; returns the unsubscribe. */
export function listenToMessages(handlers: MessageChannelHandlers): () => void {
  listeners.add(handlers);
  return () => listeners.delete(handlers);
}

/** Everything of a conversation after `afterSeq`, over the socket; rejects when it is not live. */
export function catchUpOverChannel(conversationId: number, afterSeq: number): Promise<Message[]> {
  if (!channel || channel.status !== 'online') {
    return Promise.reject(new Error('message channel not live'));
  }
  return channel.catchUp(conversationId, afterSeq);
}

/** After this tab's own read: the count the server answered, at once. */
export function setUnread(unread: number): void {
  messageState.unread = unread;
}
