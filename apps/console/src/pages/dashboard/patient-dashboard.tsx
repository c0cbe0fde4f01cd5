import type { Announcement, Page, PatientDashboard as PatientSummary } from '@cep/contract';
import { Skeleton, useMessages } from '@cep/ui';
import { Brain, HeartPulse, IdCard, UsersRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { PatientDestination } from './dashboard-data';
import { dashboardMessages, type DashboardMessages } from './messages';
import { PatientTrainingTodayCard } from './patient-training-today';

// Its own chunk, after the first cards: the announcements never weigh on 首页's first load.
const PatientAnnouncementsCard = lazy(() => import('./patient-announcements-card'));

const destinationLooks: Record<
  PatientDestination,
  { icon: LucideIcon; label: (t: DashboardMessages) => string }
> = {
  training: { icon: Brain, label: (t) => t.training },
  signals: { icon: HeartPulse, label: (t) => t.signals },
  community: { icon: UsersRound, label: (t) => t.community },
};

/**
 * Large, plain buttons (4 rem: ≥ 44 px at every font scale), the kit's button look and focus
 * outline, left-aligned and wrapping so a long label at the largest font stays whole at 375 px.
 */
const bigButton = [
  'flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-5 py-3 text-start text-lg font-medium text-foreground',
  'hover:bg-muted hc:border-foreground motion-safe:transition-colors forced-colors:border-[ButtonText]',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  '[&_svg]:size-6 [&_svg]:shrink-0 [&_svg]:text-primary-text',
].join(' ');

/**
 * A patient's 首页: a greeting with their name, big buttons for what they can do (the areas of
 * their menu and their own record), today's training, and the latest announcements (loaded after
 * the rest, by `loadAnnouncements`).
 */
export function PatientDashboard({
  name,
  data,
  destinations,
  onOpenRecord,
  loadAnnouncements,
}: {
  name: string;
  data: PatientSummary;
  /** The areas their menu has (see `patientDestinations`). */
  destinations: ReadonlyArray<{ kind: PatientDestination; path: string }>;
  /** Opens their personal centre (their record); absent when they have none. */
  onOpenRecord?: (() => void) | undefined;
  /** Asks for the latest announcements; the card is left out without it. */
  loadAnnouncements?: (() => Promise<Page<Announcement>>) | undefined;
}) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="space-y-4">
      <section aria-labelledby="dashboard-greeting" className="space-y-1" data-dashboard-ready="">
        <h2 id="dashboard-greeting" className="text-2xl font-semibold">
          {t.greeting(name)}
        </h2>
        <p className="text-lg">{t.greetingNote}</p>
        <p className="text-muted-foreground">{t.careTeam(data.careTeamSize)}</p>
      </section>
      <ul className="grid gap-3 sm:grid-cols-2">
        {destinations.map(({ kind, path }) => {
          const { icon: Icon, label } = destinationLooks[kind];
          return (
            <li key={kind}>
              <Link to={path} className={bigButton}>
                <Icon aria-hidden="true" />
                {label(t)}
              </Link>
            </li>
          );
        })}
        {onOpenRecord && data.patientId !== null && (
          <li>
            <button type="button" className={bigButton} onClick={onOpenRecord}>
              <IdCard aria-hidden="true" />
              {t.myRecord}
            </button>
          </li>
        )}
      </ul>
      <PatientTrainingTodayCard data={data.training} />
      {loadAnnouncements && (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <PatientAnnouncementsCard load={loadAnnouncements} />
        </Suspense>
      )}
    </div>
  );
}
