import type { HealthData } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useEffect, useId, useState } from 'react';
import { consoleMessages } from '../i18n/messages';

type BuildState =
  { state: 'loading' } | { state: 'ok'; server: HealthData['server'] } | { state: 'failed' };

/** What is shown: the server build named by /api/health, or why not. */
export function AboutBuildView({ build }: { build: BuildState }) {
  const t = useMessages(consoleMessages);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="about-build"
      className="flex flex-col gap-1 text-sm"
    >
      <h3 id={headingId} className="font-medium">
        {t.aboutHeading}
      </h3>
      {build.state === 'ok' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
          <dt>{t.aboutVersion}</dt>
          <dd data-testid="about-version">{build.server.version}</dd>
          <dt>{t.aboutCommit}</dt>
          <dd data-testid="about-commit" className="font-mono break-all">
            {build.server.commit}
          </dd>
        </dl>
      ) : (
        <p className="text-muted-foreground" role="status">
          {build.state === 'loading' ? t.loading : t.aboutUnavailable}
        </p>
      )}
    </section>
  );
}

/**
 * The "about" place of the settings drawer (issue 29 §6): the server's version and the commit it
 * was built from, read from /api/health when the drawer opens, so a support call can name them.
 */
export function AboutBuild({ loadHealth }: { loadHealth: () => Promise<HealthData> }) {
  const [build, setBuild] = useState<BuildState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadHealth().then(
      (health) => live && setBuild({ state: 'ok', server: health.server }),
      () => live && setBuild({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadHealth]);
  return <AboutBuildView build={build} />;
}

export type { BuildState };
