import { usePermission } from '@cep/auth/react';
import { Tabs, TabsContent, TabsList, TabsTrigger, useMessages } from '@cep/ui';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageFrame } from '../../lists';
import { tabsFor } from './community-tabs';
import { CommunityLive } from './live';
import { communityMessages } from './messages';

/**
 * 群体互动 (issue 16), by role: a patient has their groups (posts, sessions to sign up for,
 * members by nickname), announcements and challenges; a clinician the moderation queue, the groups
 * they lead (members, sessions, attendance, challenges) and the announcement editor with read
 * receipts. The tab is in the address (`?tab=`), so a reload keeps it. The server decides every
 * call; the tabs only follow the role.
 */
export default function CommunityPage() {
  const t = useMessages(communityMessages);
  const clinician = usePermission('group:manage');
  const tabs = tabsFor(clinician ? 'clinician' : 'patient');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current = tabs.find((tab) => tab.key === asked) ?? tabs[0]!;

  return (
    <ListPageFrame title={t.title}>
      <CommunityLive>
        <Tabs
          value={current.key}
          onValueChange={(key) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                if (key === tabs[0]!.key) next.delete('tab');
                else next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabsList aria-label={t.tabsLabel}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.key} value={tab.key} className="min-h-11!">
                {tab.label(t)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.key} value={tab.key} className="pt-4">
              <Suspense fallback={<p role="status">{t.loading}</p>}>
                {tab.key === current.key && <tab.panel />}
              </Suspense>
            </TabsContent>
          ))}
        </Tabs>
      </CommunityLive>
    </ListPageFrame>
  );
}
