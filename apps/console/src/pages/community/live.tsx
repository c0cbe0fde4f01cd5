import type { CommunityEventKind } from '@cep/contract';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '../../api-client';

type Versions = Record<Exclude<CommunityEventKind, 'ready'>, number>;

const none: Versions = { posts: 0, sessions: 0, challenges: 0, announcements: 0, groups: 0 };
const VersionsContext = createContext<Versions>(none);

/**
 * Follows the community's live stream (`/api/community/stream`) for the page below it: each
 * notice bumps the version of what changed, and the panels showing it read it again from the
 * server. A notice carries no content, so what a panel shows always comes from a read with the
 * caller's own rights — a hidden post leaves a patient's screen because the next read no longer
 * returns it. A `ready` after a reconnect (notices may have been missed) bumps everything.
 */
export function CommunityLive({ children }: { children: ReactNode }) {
  const [versions, setVersions] = useState<Versions>(none);
  useEffect(() => {
    let connected = false;
    return api.streamCommunity((event) => {
      if (event.kind === 'ready') {
        // The first `ready` arrives as the panels load their data: nothing to read again yet.
        if (!connected) {
          connected = true;
          return;
        }
        setVersions(
          (previous) =>
            Object.fromEntries(
              Object.entries(previous).map(([kind, version]) => [kind, version + 1]),
            ) as Versions,
        );
        return;
      }
      const kind = event.kind;
      setVersions((previous) => ({ ...previous, [kind]: previous[kind] + 1 }));
    });
  }, []);
  return <VersionsContext value={versions}>{children}</VersionsContext>;
}

/** How many times `kind` changed since the page opened: put it in a read's dependencies. */
export function useCommunityVersion(kind: keyof Versions): number {
  return useContext(VersionsContext)[kind];
}
