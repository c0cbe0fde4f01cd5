import { useMessages } from '@cep/ui';
import { ListPageFrame } from '../../../lists';
import MessagesPanel from './messages-panel';
import { messagesPanelMessages } from './messages';

/**
 * A stand-in for the community page (issue 16) while it is built elsewhere: the 消息 tab alone.
 * The lead replaces this registration with the community page, which shows MessagesPanel as a tab.
 */
export default function MessagesOnlyPage() {
  const t = useMessages(messagesPanelMessages);
  return (
    <ListPageFrame title={t.pageTitle}>
      <MessagesPanel />
    </ListPageFrame>
  );
}
