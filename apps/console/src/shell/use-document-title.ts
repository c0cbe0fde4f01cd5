import { pageTitle } from '@cep/auth';
import { useLocale, useMessages } from '@cep/ui';
import { useEffect } from 'react';
import { consoleMessages } from '../i18n/messages';
import { routeTitle } from '../i18n/route-titles';

/**
 * Spec §1: the page title reads '{page title} - {platform title}', in the user's language
 * ('首页 - 认知增强平台'). An empty page title leaves the platform title alone; `null` sets nothing.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const t = useMessages(consoleMessages);
  const locale = useLocale();
  useEffect(() => {
    // `null`: not this component's title to set (another one on the page sets it).
    if (page === null) return;
    document.title = pageTitle(page && routeTitle(page, locale), t.platformTitle);
  }, [page, locale, t.platformTitle]);
}
