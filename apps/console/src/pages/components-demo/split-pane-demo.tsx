import { SplitPane, SplitPaneHandle, SplitPanePanel, useMessages } from '@cep/ui';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/** 分割面板 (spec §2 components/split-pane): nested panes, resized by pointer or keyboard. */
export default function SplitPaneDemo() {
  const t = useMessages(componentsDemoMessages).splitPane;
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <div className="h-96 overflow-hidden rounded-md border border-border">
        <SplitPane>
          <SplitPanePanel defaultSize="35" minSize="20" className="space-y-2 p-3">
            <h2 className="font-semibold">{t.patients}</h2>
            <ul className="space-y-1">
              {t.patientRows.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </SplitPanePanel>
          <SplitPaneHandle aria-label={t.resizeList} />
          <SplitPanePanel minSize="30">
            <SplitPane orientation="vertical">
              <SplitPanePanel defaultSize="60" minSize="25" className="space-y-2 p-3">
                <h2 className="font-semibold">{t.records}</h2>
                <p>{t.recordText}</p>
              </SplitPanePanel>
              <SplitPaneHandle aria-label={t.resizeRecords} />
              <SplitPanePanel minSize="20" className="space-y-2 p-3">
                <h2 className="font-semibold">{t.notes}</h2>
                <p>{t.notesText}</p>
              </SplitPanePanel>
            </SplitPane>
          </SplitPanePanel>
        </SplitPane>
      </div>
    </DemoPage>
  );
}
