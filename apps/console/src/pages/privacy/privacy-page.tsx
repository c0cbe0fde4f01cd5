import { useMessages } from '@cep/ui';
import { useId } from 'react';
import { api } from '../../api-client';
import { AccessHistorySection } from './access-history/access-history-section';
import { ConsentSection } from './consent/consent-section';
import { ErasureSection } from './erasure/erasure-section';
import { privacyMessages } from './messages';
import { MyDataSection } from './my-data/my-data-section';

/**
 * 我的隐私与数据 (issue 32, patients): the rights PIPL gives them, one section each, over the
 * console's API client (each section's story passes its own calls).
 */
export default function PrivacyPage() {
  const t = useMessages(privacyMessages);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-3xl flex-col gap-8 p-4 sm:p-6"
    >
      <h1 id={headingId} className="text-2xl font-semibold">
        {t.title}
      </h1>
      <p className="text-lg">{t.intro}</p>
      <ConsentSection calls={api} />
      <MyDataSection calls={api} />
      <AccessHistorySection calls={api} />
      <ErasureSection calls={api} />
    </section>
  );
}
