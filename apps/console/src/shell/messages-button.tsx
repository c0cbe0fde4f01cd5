import { CountButton, useMessages } from '@cep/ui';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { holdMessageChannel, messageState } from '../messaging/channel';
import { messagingMessages } from '../messaging/messages';

/** Where the button leads: the community page's 消息 tab (its `tab` parameter). */
const MESSAGES_PATH = '/communityModule?tab=messages';

/*
 * The navbar's messages button (issue 16): the caller's unread messages, pushed by the server over
 * the tab's message channel, which this button keeps open for the whole signed-in session. Every
 * role has it (message:use).
 */
export function MessagesButton() {
  const t = useMessages(messagingMessages);
  const { unread } = useSnapshot(messageState);
  useEffect(() => holdMessageChannel(), []);
  return (
    <CountButton
      icon={<MessageCircle />}
      label={t.label}
      count={unread}
      countLabel={t.unread}
      asChild
    >
      <Link to={MESSAGES_PATH} />
    </CountButton>
  );
}
