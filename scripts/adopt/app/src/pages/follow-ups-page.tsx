import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  toast,
} from '@cep/ui';
import { useState, type FormEvent } from 'react';

const patients = [
  { name: '王建国', next: '2026-03-02' },
  { name: '陈秀英', next: '2026-03-05' },
];

/** The team's first page: who is due, and a dialog to book a follow-up. */
export function FollowUpsPage() {
  const [open, setOpen] = useState(false);
  const [who, setWho] = useState('');
  const book = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    toast.success(`已为 ${who} 安排随访`);
  };
  return (
    <section className="page">
      <h1 className="page-title">患者随访</h1>
      <ul className="due-list">
        {patients.map((patient) => (
          <li key={patient.name}>
            {patient.name}：下次随访 {patient.next}
          </li>
        ))}
      </ul>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="primary">新建随访</Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={book} className="booking">
            <DialogHeader>
              <DialogTitle>新建随访</DialogTitle>
              <DialogDescription>为患者安排下一次随访。</DialogDescription>
            </DialogHeader>
            <FormField label="患者姓名" required>
              <Input value={who} onValueChange={setWho} autoComplete="off" />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button>取消</Button>
              </DialogClose>
              <Button type="submit" variant="primary">
                保存
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
