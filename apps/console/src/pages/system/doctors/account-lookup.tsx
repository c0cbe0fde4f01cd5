import type { User } from '@cep/contract';
import { Button, FormField, Input, useMessages } from '@cep/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { doctorsMessages } from './messages';

export interface AccountLookupProps {
  /** Finds the account by its username (the server's getByUsername); rejects when there is none. */
  findAccount: (username: string) => Promise<User>;
  /** The account found, once it is a doctor account (userAuth '1'). */
  onFound: (account: User) => void;
}

/**
 * The first step of 新增医生: the sign-in account the record belongs to, found by its username.
 * The contract's `doctorCreate` needs a doctor account (`userId`); the server refuses any other
 * kind and a second record for the same account, and this step says the first before asking.
 */
export function AccountLookup({ findAccount, onFound }: AccountLookupProps) {
  const t = useMessages(doctorsMessages).account;
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const find = async () => {
    const wanted = username.trim();
    if (wanted === '') {
      setProblem(t.required);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const account = await findAccount(wanted);
      if (account.userAuth !== '1') setProblem(t.notDoctor);
      else onFound(account);
    } catch (error) {
      // The API client has toasted the server's message; it stays here beside the field too.
      setProblem(t.failed + (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void find();
      }}
    >
      <FormField label={t.label} required error={problem} className="min-w-48 flex-1">
        <Input
          size="lg"
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" icon={<Search />} loading={busy} className="sm:mt-7.5">
        {busy ? t.finding : t.find}
      </Button>
    </form>
  );
}
