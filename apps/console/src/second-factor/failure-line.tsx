import { CircleAlert } from 'lucide-react';

/** The server's refusal, announced where it appears (always mounted: role="alert"). */
export function FailureLine({ failure, prefix }: { failure: string | null; prefix: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {failure !== null && (
        <p className="flex items-start gap-1.5 rounded-md border border-danger px-3 py-2 text-base text-danger">
          <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
          <span>
            {prefix}
            {failure}
          </span>
        </p>
      )}
    </div>
  );
}

/** An error's message, for the failure line. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
