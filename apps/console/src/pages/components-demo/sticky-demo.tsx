import { Badge, Button, Sticky, useMessages } from '@cep/ui';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/** 吸顶 (spec §2 components/sticky): a toolbar that sticks 50 px below the top. */
export default function StickyDemo() {
  const t = useMessages(componentsDemoMessages).sticky;
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <Sticky
        offsetTop={50}
        role="toolbar"
        aria-label={t.toolbar}
        className="group flex flex-wrap items-center gap-2 rounded-md border border-border bg-background p-2 data-[stuck=true]:shadow-md"
      >
        <Button size="lg">{t.save}</Button>
        <Button size="lg">{t.print}</Button>
        <Badge variant="info" className="invisible group-data-[stuck=true]:visible">
          {t.stuck}
        </Badge>
      </Sticky>
      <ol className="space-y-3">
        {Array.from({ length: 40 }, (_, i) => (
          <li key={i}>{t.record(i + 1)}</li>
        ))}
      </ol>
    </DemoPage>
  );
}
