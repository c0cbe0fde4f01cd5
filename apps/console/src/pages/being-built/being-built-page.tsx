import type { MenuRouteHandle } from '@cep/auth/react';
import { Badge, Card, CardContent, useLocale, useMessages } from '@cep/ui';
import { useMatches } from 'react-router';
import { routeTitle } from '../../i18n/route-titles';
import { planOf } from './areas';
import { beingBuiltMessages } from './messages';

/**
 * The honest page of an area that is not built yet: its title, what it is for and what will come
 * (spec §2 routes exist now; their content arrives with later issues).
 */
export function BeingBuiltPage({ componentKey }: { componentKey: string }) {
  const t = useMessages(beingBuiltMessages);
  const locale = useLocale();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as MenuRouteHandle | undefined;
  const title = routeTitle(handle?.meta?.title ?? '', locale);
  const plan = planOf(componentKey, locale);

  return (
    <section aria-labelledby="page-heading" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="page-heading" className="text-2xl font-semibold">
          {title}
        </h1>
        <Badge variant="info">{t.badge}</Badge>
      </header>
      <Card>
        <CardContent className="space-y-4">
          <p className="text-lg">{plan?.purpose ?? t.fallbackPurpose}</p>
          {plan && plan.coming.length > 0 && (
            <>
              <h2 className="text-base font-semibold">{t.comingHeading}</h2>
              <ul className="list-disc space-y-1 ps-6">
                {plan.coming.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
          <p className="text-muted-foreground">{t.note}</p>
        </CardContent>
      </Card>
    </section>
  );
}

/** A page component for one menu key (what the registry lazy-loads). */
export function pageFor(componentKey: string) {
  function Page() {
    return <BeingBuiltPage componentKey={componentKey} />;
  }
  Page.displayName = `BeingBuilt(${componentKey})`;
  return Page;
}
