import type { SignalMarker } from '@cep/contract';

/** Seconds as an EDF+ onset/duration: no exponent, at most 6 decimals. */
function seconds(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * The bytes of one data record's "EDF Annotations" samples: the time-keeping TAL
 * "+<record start>\x14\x14\x00" first, then one TAL per marker "+onset[\x15duration]\x14text\x14\x00".
 */
export function annotationRecordBytes(
  recordStart: number,
  markers: readonly SignalMarker[],
): number[] {
  const text = [`+${seconds(recordStart)}\x14\x14\x00`];
  for (const marker of markers) {
    const duration = marker.duration === undefined ? '' : `\x15${seconds(marker.duration)}`;
    text.push(`+${seconds(marker.onset)}${duration}\x14${marker.text}\x14\x00`);
  }
  return [...text.join('')].map((c) => c.charCodeAt(0));
}
