/**
 * Spec §1: the document title is '{page title} - {platform title}'; a page without a title shows
 * the platform title alone.
 */
export function pageTitle(title: string | undefined, platformTitle: string): string {
  return title ? `${title} - ${platformTitle}` : platformTitle;
}
