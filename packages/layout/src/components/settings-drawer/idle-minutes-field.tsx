import { FormField, Input, useMessages } from '@cep/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLayout } from '../../context/layout-context';
import { useStores } from '../../context/stores-context';
import { idleMinutesWithin } from '../../state/idle-lock-store';
import { settingsDrawerMessages } from './messages';

/**
 * The idle lock's minutes (issue 12): the person's choice within the limits an admin set on the
 * server. A number inside the limits applies as it is typed; anything else is brought back within
 * them when the field is left.
 */
export function IdleMinutesField() {
  const t = useMessages(settingsDrawerMessages);
  const { settings } = useStores();
  const { idleMinutes } = useSnapshot(settings.state);
  const { idleLimits: limits } = useLayout();
  const minutes = idleMinutesWithin(idleMinutes, limits);
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <FormField
      label={t.idleMinutes}
      description={t.idleMinutesHint
        .replace('{min}', String(limits.min))
        .replace('{max}', String(limits.max))}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={draft ?? String(minutes)}
        onValueChange={(value) => {
          setDraft(value);
          const wanted = Number(value);
          if (
            value !== '' &&
            Number.isInteger(wanted) &&
            wanted >= limits.min &&
            wanted <= limits.max
          ) {
            settings.change('idleMinutes', wanted);
          }
        }}
        onBlur={() => {
          if (draft === null) return;
          const wanted = draft.trim() === '' ? null : Number(draft);
          settings.change('idleMinutes', idleMinutesWithin(wanted, limits));
          setDraft(null);
        }}
      />
    </FormField>
  );
}
