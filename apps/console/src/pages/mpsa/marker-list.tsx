import type { RecordingMarker } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useId } from 'react';
import { formatSeconds, mpsaMessages } from './messages';

/**
 * Every marker of a recording, in time order, each a button that moves playback to it: a
 * clinician looks for the moment the patient closed their eyes or answered a trial, not for a
 * position in seconds. Trial markers (issue 15, from a training run during the recording) can be
 * many, so the list scrolls on its own.
 */
export function MarkerList({
  markers,
  onJump,
}: {
  markers: readonly RecordingMarker[];
  onJump: (offsetMs: number) => void;
}) {
  const t = useMessages(mpsaMessages);
  const id = useId();
  const sorted = [...markers].sort((a, b) => a.offsetMs - b.offsetMs);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="m-0 text-base font-semibold">
        {t.allMarkers(sorted.length)}
      </h4>
      {sorted.length === 0 ? (
        <p className="m-0 text-sm">{t.noMarkers}</p>
      ) : (
        // It scrolls by itself; its buttons take the focus, so the keyboard scrolls it too.
        <ul
          aria-labelledby={id}
          className="m-0 flex max-h-48 list-none flex-col gap-1 overflow-y-auto p-0"
        >
          {sorted.map((marker) => (
            <li key={marker.id}>
              <Button
                variant="ghost"
                className="w-full justify-start! text-left"
                data-source={marker.source}
                onClick={() => onJump(marker.offsetMs)}
              >
                {t.jumpTo(
                  formatSeconds(marker.offsetMs / 1000),
                  marker.label,
                  t.markerSource[marker.source],
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
