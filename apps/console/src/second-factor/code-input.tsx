import { Input } from '@cep/ui';
import type { ComponentProps } from 'react';

/**
 * The six digits of an authenticator app: a numeric keypad on phones, the browser's one-time-code
 * autofill, and no spell check. Spaces people type between the groups are dropped by the contract.
 */
export function CodeInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <Input
      size="lg"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={7}
      {...props}
    />
  );
}
