/**
 * Text kept as it was written (a stack, a JSON detail): monospaced, line breaks kept, scrolling
 * in its own box. It is a named region reachable by keyboard, so a box that scrolls can be read
 * without a mouse (WCAG 2.1.1). React renders it as text: markup in it never becomes HTML.
 */
export function PreformattedText({ label, children }: { label: string; children: string }) {
  return (
    <pre
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      role="region"
      aria-label={label}
      data-slot="preformatted-text"
      className="max-h-72 overflow-auto rounded-sm bg-muted p-2 font-mono text-sm whitespace-pre focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {children}
    </pre>
  );
}
