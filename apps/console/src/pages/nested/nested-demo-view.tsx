import { Button, Card, CardContent, FormField, Input, useLocale, useMessages } from '@cep/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { nestedMessages } from './messages';
import type { NestedPage } from './nested-pages';

export interface NestedDemoViewProps {
  /** The page shown. */
  page: NestedPage;
  /** Every page of the group, for the links to the others. */
  pages: readonly NestedPage[];
}

/**
 * A page of the 路由嵌套 demo (spec §2): its place in the menu, level by level, and a note field
 * whose text survives switching tabs, which shows that the shell keeps pages alive at any depth.
 * Data through props; `nested-demo-page.tsx` reads the route.
 */
export function NestedDemoView({ page, pages }: NestedDemoViewProps) {
  const t = useMessages(nestedMessages);
  const locale = useLocale();
  const headingId = useId();
  const title = page.trail.at(-1)?.[locale] ?? page.key;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <h1 id={headingId} className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-lg">{t.intro}</p>
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-base font-semibold">{t.levelsHeading}</h2>
          <ol className="space-y-1">
            {page.trail.map((level, index) => (
              <li key={level['zh-CN']} style={{ paddingInlineStart: `${index * 1.25}rem` }}>
                <span className="text-muted-foreground">{t.level(index + 1)}</span> {level[locale]}
              </li>
            ))}
          </ol>
          <FormField label={t.noteLabel} description={t.noteHint}>
            <Input size="lg" />
          </FormField>
        </CardContent>
      </Card>
      <nav aria-label={t.othersHeading}>
        <h2 className="mb-2 text-base font-semibold">{t.othersHeading}</h2>
        <ul className="space-y-1">
          {pages.map((other) => {
            const name = other.trail
              .slice(1)
              .map((level) => level[locale])
              .join(' › ');
            return (
              <li key={other.key}>
                {other.key === page.key ? (
                  <span aria-current="page">
                    {name} {t.here}
                  </span>
                ) : (
                  <Button asChild variant="link" size="lg">
                    <Link to={other.path}>{name}</Link>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
