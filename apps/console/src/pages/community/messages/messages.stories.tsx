import type { Conversation, Message, MessageContact, Page } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ContactPicker } from './contact-picker';
import { ConversationView } from './conversation-view';

/*
 * The 消息 panel's parts with conversations and messages as the server sends them; the panel
 * itself (its calls and the live channel) runs against the real server in e2e/messages.spec.ts.
 */

const meta = {
  title: 'Console/Community/Messages',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const now = Date.UTC(2026, 10, 26, 7, 30);
const minutesAgo = (n: number) => now - n * 60_000;
const dot =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const withPatient: Conversation = {
  id: 1,
  peer: { userId: 9, name: '李患者', kind: 'patient', job: null, avatar: '' },
  lastMessage: null,
  lastSeq: 4,
  readSeq: 4,
  peerReadSeq: 3,
  unread: 0,
  canSend: true,
  updatedAt: minutesAgo(5),
};

const messages: Message[] = [
  { seq: 1, mine: true, text: '李大爷您好，这周每天练20分钟就好。' },
  { seq: 2, mine: false, text: '好的张医生。舒尔特方格我总是超时，怎么办？' },
  { seq: 3, mine: true, text: '先从小一点的方格开始，做对比做快更重要。' },
  { seq: 4, mine: false, text: '', image: dot },
].map((m, i) => ({
  id: 100 + m.seq,
  conversationId: 1,
  senderId: m.mine ? 2 : 9,
  image: null,
  createdAt: minutesAgo(60 - i * 10),
  ...m,
}));

function Clinician(props: { onSend: (draft: { text: string }) => Promise<void> }) {
  const [shown, setShown] = useState(messages);
  return (
    <div className="flex h-[32rem] w-[40rem] max-w-full flex-col rounded-md border border-border">
      <ConversationView
        conversation={withPatient}
        messages={shown}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => {}}
        onBack={() => {}}
        now={now}
        onSend={async (draft) => {
          await props.onSend(draft);
          setShown((list) => [
            ...list,
            {
              id: 200,
              conversationId: 1,
              seq: list.length + 1,
              senderId: 2,
              mine: true,
              text: draft.text,
              image: null,
              createdAt: now,
            },
          ]);
        }}
      />
    </div>
  );
}

const onSend = fn(async () => {});

/**
 * A clinician's conversation with a patient: who it is with, each side in words, what the patient
 * has read; a reply typed and sent by keyboard joins the thread.
 */
export const ClinicianConversation: Story = {
  render: () => <Clinician onSend={onSend} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: /李患者\s*患者/ })).toBeVisible();
    const thread = canvas.getByRole('region', { name: '与李患者的消息' });
    const items = within(thread).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('我：李大爷您好');
    await expect(items[0]).toHaveTextContent('对方已读');
    await expect(items[1]).toHaveTextContent('李患者：好的张医生');
    await expect(within(items[3]!).getByRole('img', { name: '图片' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: '写给李患者的消息' });
    await userEvent.click(field);
    await userEvent.keyboard('下周二复诊');
    await userEvent.keyboard('{Enter}');
    await expect(onSend).toHaveBeenCalledWith({ text: '下周二复诊', image: null });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(5));
    await expect(within(thread).getAllByRole('listitem')[4]).toHaveTextContent('已送达');
  },
};

/** A patient's view: large text and buttons; a clinician who left the team can still be read. */
export const PatientConversationClosed: Story = {
  render: () => (
    <div className="flex h-[32rem] w-[24rem] max-w-full flex-col rounded-md border border-border">
      <ConversationView
        patient
        conversation={{
          ...withPatient,
          peer: { userId: 2, name: '张医生', kind: 'clinician', job: '医生', avatar: '' },
          canSend: false,
        }}
        messages={messages.map((m) => ({ ...m, mine: !m.mine }))}
        hasOlder
        loadingOlder={false}
        onLoadOlder={fn()}
        onBack={fn()}
        onSend={async () => {}}
        now={now}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /张医生\s*医生/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/以前的消息仍可查看/)).toBeVisible();
    const older = canvas.getByRole('button', { name: '查看更早的消息' });
    await expect(older.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const contacts: MessageContact[] = [
  { userId: 9, name: '李患者', kind: 'patient', job: null, avatar: '', conversationId: 1 },
  { userId: 12, name: '刘洋', kind: 'patient', job: null, avatar: '', conversationId: null },
  { userId: 3, name: '王芳', kind: 'clinician', job: '康复师', avatar: '', conversationId: 2 },
  { userId: 1, name: '管理员', kind: 'admin', job: null, avatar: '', conversationId: null },
];

const loadContacts = fn(
  async (query: {
    name?: string;
    pageNum: number;
    pageSize: number;
  }): Promise<Page<MessageContact>> => {
    const found = contacts.filter((c) => !query.name || c.name.includes(query.name));
    return { list: found, total: found.length, pageNum: query.pageNum, pageSize: query.pageSize };
  },
);
const onPick = fn();

/** 新消息 for staff: search by name, pick by keyboard. */
export const ContactPickerForStaff: Story = {
  render: () => (
    <ContactPicker open onOpenChange={() => {}} loadContacts={loadContacts} onPick={onPick} />
  ),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '给谁写信' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(4));
    // The dialog fades in: visible once its opening animation has begun.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /王芳\s*康复师/ })).toBeVisible(),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: '按姓名查找' }), '刘');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    await expect(loadContacts).toHaveBeenLastCalledWith({ name: '刘', pageNum: 1, pageSize: 20 });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: /刘洋/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPick).toHaveBeenCalledWith(contacts[1]);
  },
};

/** A patient's picker: their care team only, large buttons, no search; an empty team said plainly. */
export const ContactPickerForPatient: Story = {
  render: () => (
    <ContactPicker
      open
      patient
      onOpenChange={() => {}}
      loadContacts={async (query) => ({ list: [], total: 0, ...query })}
      onPick={() => {}}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '给哪位医护人员写信' });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(dialog).toHaveTextContent('您的护理团队还没有医护人员。请联系医院。'),
    );
  },
};
