import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { IconButton } from '../icon-button';
import { maskedValueMessages, type MaskedValueKind } from './messages';

export interface MaskedValueProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * The masked text as the server sent it (`110***********1234`). The full value never comes
   * with the list: only `onReveal` fetches it.
   */
  value: string;
  /**
   * What the value is; names the buttons (显示完整身份证号).
   * @default 'other'
   */
  kind?: MaskedValueKind;
  /** Overrides the name taken from `kind` (e.g. '紧急联系人电话'). */
  label?: string;
  /**
   * Fetches the full value (a server call, which the server checks and audits). Omit it for a
   * user who may not reveal: then there is no button.
   */
  onReveal?: () => Promise<string>;
}

/**
 * A masked personal number (ID card, phone) with, for a permitted user, a button that reveals
 * the full value from the server and hides it again. Hidden again, it is forgotten: the next
 * reveal asks the server again, so every look is on the record.
 */
function MaskedValue({
  value,
  kind = 'other',
  label,
  onReveal,
  className,
  ...props
}: MaskedValueProps) {
  const t = useMessages(maskedValueMessages);
  const what = label ?? t.kind[kind];
  const [revealed, setRevealed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef(0);

  const reveal = async () => {
    if (!onReveal) return;
    const request = ++pending.current;
    setBusy(true);
    setFailed(false);
    try {
      const full = await onReveal();
      if (request === pending.current) setRevealed(full);
    } catch {
      if (request === pending.current) setFailed(true);
    } finally {
      if (request === pending.current) setBusy(false);
    }
  };
  const hide = () => {
    pending.current++;
    setRevealed(undefined);
    setBusy(false);
  };

  return (
    <span
      data-slot="masked-value"
      data-state={revealed === undefined ? 'masked' : 'revealed'}
      className={cn('inline-flex flex-wrap items-center gap-1', className)}
      {...props}
    >
      {/* Polite live region: the full value is read out once it arrives. */}
      <span aria-live="polite" className="font-mono tabular-nums">
        {revealed ?? (
          <>
            <span aria-hidden="true">{value}</span>
            <span className="sr-only">
              {t.masked(what)} {value.replace(/\*+/g, '…')}
            </span>
          </>
        )}
      </span>
      {onReveal &&
        (revealed === undefined ? (
          <IconButton
            label={t.reveal(what)}
            variant="ghost"
            size="sm"
            aria-busy={busy || undefined}
            onClick={() => void reveal()}
          >
            {busy ? <LoaderCircle className="motion-safe:animate-spin" /> : <Eye />}
          </IconButton>
        ) : (
          <IconButton label={t.hide(what)} variant="ghost" size="sm" onClick={hide}>
            <EyeOff />
          </IconButton>
        ))}
      {failed && (
        <span role="alert" className="text-sm text-danger">
          {t.failed}
        </span>
      )}
    </span>
  );
}

export { MaskedValue };
