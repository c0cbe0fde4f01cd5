import type { AdminDashboard as AdminSummary, AuditEntry, ClientErrorEntry } from '@cep/contract';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  StatCard,
  type StatCardProps,
  TimeAgoText,
  useMessages,
} from '@cep/ui';
import {
  Bug,
  LogIn,
  ScrollText,
  Stethoscope,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardMessages } from './messages';
import { cardLinkClass, textLinkClass } from './styles';

// The chart and ECharts come after the cards are drawn (issue 12: "loaded lazily after the first paint").
const SignInsChart = lazy(() => import('./sign-ins-chart'));

/** The admin's 首页: four counts, sign-ins per day, the latest audit lines and client errors. */
export function AdminDashboard({ data }: { data: AdminSummary }) {
  const t = useMessages(dashboardMessages);
  const counts: Array<{ to: string; props: StatCardProps }> = [
    { to: '/system/users', props: { label: t.users, value: data.counts.users, icon: Users } },
    {
      to: '/system/doctors',
      props: { label: t.doctors, value: data.counts.doctors, unit: t.people, icon: Stethoscope },
    },
    {
      to: '/system/patients',
      props: { label: t.patients, value: data.counts.patients, unit: t.people, icon: UserRound },
    },
    {
      to: '/system/audit',
      props: { label: t.signIns, value: data.counts.signInsLast7Days, unit: t.times, icon: LogIn },
    },
  ];

  return (
    <div className="space-y-4">
      <section aria-labelledby="dashboard-overview" data-dashboard-ready="">
        <h2 id="dashboard-overview" className="sr-only">
          {t.overview}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {counts.map(({ to, props }) => (
            <li key={to}>
              <Link to={to} className={cardLinkClass}>
                <StatCard {...props} compact className="h-full" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t.signInsChart}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <SignInsChart days={data.signInsPerDay} />
          </Suspense>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <LatestCard
          title={t.latestAudit}
          to="/system/audit"
          linkText={t.allAudit}
          empty={t.noAudit}
          icon={ScrollText}
        >
          {data.latestAudit.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </LatestCard>
        <LatestCard
          title={t.latestErrors}
          to="/system/client-errors"
          linkText={t.allErrors}
          empty={t.noErrors}
          icon={Bug}
        >
          {data.latestClientErrors.map((entry) => (
            <ErrorLine key={entry.id} entry={entry} />
          ))}
        </LatestCard>
      </div>
    </div>
  );
}

/** A card of the newest few lines of a log, with the way to the whole log. */
function LatestCard({
  title,
  to,
  linkText,
  empty,
  icon: Icon,
  children,
}: {
  title: string;
  to: string;
  linkText: string;
  empty: string;
  icon: LucideIcon;
  children: ReactNode[];
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {children.length > 0 ? (
          <ul className="divide-y divide-border">{children}</ul>
        ) : (
          <p className="text-muted-foreground">{empty}</p>
        )}
        <Link to={to} className={textLinkClass}>
          {linkText}
        </Link>
      </CardContent>
    </Card>
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const t = useMessages(dashboardMessages);
  const target = entry.entityId ? `${entry.entity} #${entry.entityId}` : entry.entity;
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm">
      <span className="font-medium break-words">
        {entry.actorName ?? t.unknownActor} · {entry.action} · {target}
        {entry.outcome !== 'success' && (
          <span className="ms-2 rounded border border-danger px-1 text-danger hc:border-foreground hc:text-foreground">
            {t.outcomes[entry.outcome]}
          </span>
        )}
      </span>
      <TimeAgoText time={entry.time} className="text-muted-foreground" />
    </li>
  );
}

function ErrorLine({ entry }: { entry: ClientErrorEntry }) {
  const t = useMessages(dashboardMessages);
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm">
      {/* The message is shown as text, never as markup. */}
      <span className="line-clamp-2 font-medium break-words">{entry.message}</span>
      <span className="break-all text-muted-foreground">
        <TimeAgoText time={entry.time} />
        {' · '}
        {entry.username ?? t.unknownActor}
        {entry.repeats > 1 && ` · ${t.repeats(entry.repeats)}`}
      </span>
    </li>
  );
}
