// The parts of the npm package `edfdecoder` (no types of its own) that the read-back test uses.
declare module 'edfdecoder' {
  interface Edf {
    getNumberOfSignals(): number;
    getNumberOfRecords(): number;
    getRecordDuration(): number;
    getPatientID(): string;
    getSignalLabel(index: number): string;
    getSignalPhysicalUnit(index: number): string;
    getSignalSamplingFrequency(index: number): number;
    getPhysicalSignalConcatRecords(
      index: number,
      recordStart?: number,
      howMany?: number,
    ): Float32Array;
  }
  class EdfDecoder {
    setInput(buffer: ArrayBufferLike): void;
    decode(): void;
    getOutput(): Edf | null;
  }
  const edfdecoder: { EdfDecoder: typeof EdfDecoder };
  export default edfdecoder;
}
