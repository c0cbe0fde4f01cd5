import {
  Button,
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  MovableDialogContent,
  useMessages,
} from '@cep/ui';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

/**
 * 拖拽弹窗 (spec §2 components/drag-dialog): a dialog a clinician can move aside to read what it
 * covers — by its header with the mouse, or with the move button and the arrow keys.
 */
export default function DragDialogDemo() {
  const t = useMessages(componentsDemoMessages).dragDialog;
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <table className="w-full border-collapse text-left">
        <caption className="mb-2 text-left font-semibold">{t.tableCaption}</caption>
        <thead>
          <tr>
            {t.columns.map((column) => (
              <th key={column} scope="col" className="border-b border-border py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell) => (
                <td key={cell} className="border-b border-border py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="primary">{t.open}</Button>
        </DialogTrigger>
        <MovableDialogContent>
          <DialogHeader>
            <DialogTitle>{t.dialogTitle}</DialogTitle>
            <DialogDescription>{t.dialogText}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 ps-6">
            {t.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ul>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{t.close}</Button>
            </DialogClose>
          </DialogFooter>
        </MovableDialogContent>
      </Dialog>
    </DemoPage>
  );
}
