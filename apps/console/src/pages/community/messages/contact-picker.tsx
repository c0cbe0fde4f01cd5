import type { MessageContact, Page } from '@cep/contract';
import {
  Avatar,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  useMessages,
} from '@cep/ui';
import { useEffect, useState } from 'react';
import { usePicture } from '../../../use-picture';
import { messagesPanelMessages } from './messages';

const PAGE_SIZE = 20;

export interface ContactPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The people the caller may write to, by name (the server's `listMessageContacts`). */
  loadContacts: (query: {
    name?: string;
    pageNum: number;
    pageSize: number;
  }) => Promise<Page<MessageContact>>;
  /** Opens (or starts) the conversation with that person. */
  onPick: (contact: MessageContact) => void;
  /** A patient's words and sizes. */
  patient?: boolean;
}

/**
 * 新消息: whom to write to. A patient sees the clinicians of their care team (large buttons, no
 * search: there are a few); staff search their colleagues and their teams' patients by name.
 */
export function ContactPicker({
  open,
  onOpenChange,
  loadContacts,
  onPick,
  patient = false,
}: ContactPickerProps) {
  const t = useMessages(messagesPanelMessages);
  const [name, setName] = useState('');
  const [found, setFound] = useState<{ list: MessageContact[]; total: number; pageNum: number }>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    // A short pause while typing: one request per pause, not per key.
    const timer = setTimeout(
      () => {
        setLoading(true);
        loadContacts({
          ...(name.trim() ? { name: name.trim() } : {}),
          pageNum: 1,
          pageSize: PAGE_SIZE,
        })
          .then((page) => current && setFound({ list: page.list, total: page.total, pageNum: 1 }))
          .catch(() => current && setFound({ list: [], total: 0, pageNum: 1 }))
          .finally(() => current && setLoading(false));
      },
      name ? 250 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, name, loadContacts]);

  const more = () => {
    if (!found) return;
    const pageNum = found.pageNum + 1;
    setLoading(true);
    loadContacts({ ...(name.trim() ? { name: name.trim() } : {}), pageNum, pageSize: PAGE_SIZE })
      .then((page) => setFound({ list: [...found.list, ...page.list], total: page.total, pageNum }))
      .catch(() => {})
      .finally(() => setLoading(false));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setName('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{patient ? t.patientPickerTitle : t.pickerTitle}</DialogTitle>
          <DialogDescription>
            {patient ? t.patientPickerDescription : t.pickerDescription}
          </DialogDescription>
        </DialogHeader>
        {!patient && (
          <Input
            aria-label={t.pickerSearch}
            placeholder={t.pickerSearch}
            value={name}
            onValueChange={setName}
            clearable
          />
        )}
        {!found && loading && <p>{t.loading}</p>}
        {found && found.list.length === 0 ? (
          <p className={patient ? 'text-lg' : undefined}>
            {patient ? t.patientPickerEmpty : t.pickerEmpty}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-busy={loading || undefined}>
            {found?.list.map((contact) => (
              <li key={contact.userId}>
                <ContactButton contact={contact} patient={patient} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}
        {found && found.list.length < found.total && (
          <Button size={patient ? 'lg' : 'md'} loading={loading} onClick={more}>
            {t.pickerMore}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ContactButton({
  contact,
  patient,
  onPick,
}: {
  contact: MessageContact;
  patient: boolean;
  onPick: (contact: MessageContact) => void;
}) {
  const t = useMessages(messagesPanelMessages);
  const avatar = usePicture(contact.avatar || undefined);
  return (
    <Button
      size={patient ? 'lg' : 'md'}
      className="w-full justify-start! text-left"
      onClick={() => onPick(contact)}
    >
      <Avatar src={avatar} alt="" name={contact.name} size="sm" aria-hidden="true" />
      <span className="truncate">{contact.name}</span>
      <span className="text-sm font-normal text-muted-foreground">
        {contact.job ?? t.kinds[contact.kind]}
      </span>
    </Button>
  );
}
