import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CommunityMessages } from './messages';

/** Who a tab is for: patients take part, clinicians (doctors and the admin) lead and moderate. */
export type CommunityAudience = 'patient' | 'clinician';

export interface CommunityTab {
  key: string;
  label: (t: CommunityMessages) => string;
  for: readonly CommunityAudience[];
  /** The panel, its own chunk: a patient never loads the moderation queue or the editor. */
  panel: LazyExoticComponent<ComponentType>;
}

/**
 * The page's tabs, one entry each, in order. A new tab is one more entry here; the page draws
 * whatever the viewer's role is given.
 */
const communityTabs: readonly CommunityTab[] = [
  {
    key: 'moderation',
    label: (t) => t.tabs.moderation,
    for: ['clinician'],
    panel: lazy(() => import('./clinician/moderation-panel')),
  },
  {
    key: 'groups',
    label: (t) => t.tabs.groups,
    for: ['patient'],
    panel: lazy(() => import('./patient/my-groups-panel')),
  },
  {
    key: 'manage-groups',
    label: (t) => t.tabs.manageGroups,
    for: ['clinician'],
    panel: lazy(() => import('./clinician/groups-panel')),
  },
  {
    // One-to-one messages (the navbar's unread badge links here: /communityModule?tab=messages).
    key: 'messages',
    label: (t) => t.tabs.messages,
    for: ['patient', 'clinician'],
    panel: lazy(() => import('./messages/messages-panel')),
  },
  {
    key: 'announcements',
    label: (t) => t.tabs.announcements,
    for: ['patient'],
    panel: lazy(() => import('./patient/announcements-panel')),
  },
  {
    key: 'publish',
    label: (t) => t.tabs.publish,
    for: ['clinician'],
    panel: lazy(() => import('./clinician/announcements-panel')),
  },
  {
    key: 'challenges',
    label: (t) => t.tabs.challenges,
    for: ['patient'],
    panel: lazy(() => import('./patient/challenges-panel')),
  },
];

/** The tabs `audience` sees, in order. */
export function tabsFor(audience: CommunityAudience): CommunityTab[] {
  return communityTabs.filter((tab) => tab.for.includes(audience));
}
