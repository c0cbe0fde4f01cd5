import { Switch, useMessages } from '@cep/ui';
import { useState } from 'react';
import { scoresHiddenMessages } from './scores-hidden-messages';

export interface ScoresHiddenSwitchProps {
  /** The switch as stored (the plan's `scoresHidden`). */
  hidden: boolean;
  /** Stores the change (the server audits it); a failure turns the switch back. */
  onChange: (hidden: boolean) => Promise<unknown>;
  /** Only clinicians who may change the plan turn it. */
  disabled?: boolean;
}

/**
 * 隐藏成绩 (issue 33 §2): the clinician's switch that keeps scores off the patient's screens and
 * out of the answers the patient gets; clinicians still see them. Applies at once.
 */
export function ScoresHiddenSwitch({
  hidden,
  onChange,
  disabled = false,
}: ScoresHiddenSwitchProps) {
  const t = useMessages(scoresHiddenMessages);
  const [on, setOn] = useState(hidden);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <Switch
        checked={on}
        disabled={disabled}
        label={t.label}
        onCheckedChange={(next) => {
          setOn(next);
          setFailed(false);
          onChange(next).catch(() => {
            setOn(!next);
            setFailed(true);
          });
        }}
      />
      <p className="text-sm text-muted-foreground">{t.help}</p>
      {failed && (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      )}
    </div>
  );
}
