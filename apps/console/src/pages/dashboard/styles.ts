/** A whole card that is a link: the kit's focus outline round the card, a hover that is not colour alone. */
export const cardLinkClass =
  'block h-full rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus hover:[&_[data-slot=stat-card]]:border-primary hover:[&_[data-slot=stat-card-label]]:underline';

/** A plain text link of the dashboard (underlined: a link is not told by colour alone). */
export const textLinkClass =
  'inline-flex min-h-11 items-center text-primary-text underline underline-offset-4 hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
