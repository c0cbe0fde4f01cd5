import { BackToTop, useMessages } from '@cep/ui';
import { useId } from 'react';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/** 返回顶部 (spec §2 components/back-to-top): a long page and the kit's BackToTop. */
export default function BackToTopDemo() {
  const t = useMessages(componentsDemoMessages).backToTop;
  const headingId = useId();
  return (
    <DemoPage title={t.title} intro={t.intro} headingId={headingId}>
      <ol className="space-y-3">
        {Array.from({ length: 60 }, (_, i) => (
          <li key={i}>{t.entry(i + 1)}</li>
        ))}
      </ol>
      <BackToTop focusTarget={() => document.getElementById(headingId)} />
    </DemoPage>
  );
}
