/**
 * The languages the platform ships. The one list every package that may import the contract takes
 * its locales from (`@cep/ui` keeps its own `Locale`, the same pair, since ui may not import the
 * contract; the console checks that the two agree).
 */
export const locales = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof locales)[number];

/** A text in every language of `locales`: missing one is a type error. */
export type Localized = Readonly<Record<Locale, string>>;
