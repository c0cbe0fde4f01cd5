import { SchulteGridScreen } from '@cep/exercises/schulte-grid';
import type { ExerciseResult } from '@cep/contract';

/**
 * An exercise screen as a patient meets it in the console: the exercise's title over the
 * exercise itself (@cep/exercises, here the Schulte grid at level 1 with a 3 × 3 grid), which
 * shows its result when done.
 */
export function ExerciseScreen({ onFinish }: { onFinish?: (result: ExerciseResult) => void }) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4 md:p-8">
      <h1 className="text-2xl font-semibold">舒尔特方格 · 第 1 级</h1>
      <SchulteGridScreen
        level={1}
        params={{ kind: 'schulteGrid', gridSize: 3, timeLimitMs: 0 }}
        seed={3}
        onFinish={onFinish}
      />
    </main>
  );
}
