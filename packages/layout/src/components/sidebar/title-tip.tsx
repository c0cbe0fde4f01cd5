import { Tooltip } from '@cep/ui';
import type { ReactNode } from 'react';

/** The collapsed sidebar shows icons only: the title comes back as a tooltip on hover and focus. */
export function TitleTip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Tooltip content={title} side="right">
      {children}
    </Tooltip>
  );
}
