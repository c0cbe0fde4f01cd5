import { Button } from '@cep/ui';

/** A training tab whose data did not load: what failed, and a button to try again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex items-center gap-3">
      <p>{message}</p>
      <Button onClick={onRetry}>{retry}</Button>
    </div>
  );
}
