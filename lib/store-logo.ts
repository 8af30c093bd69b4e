/** The picture shown for a shop (or a category) that has no logo of its own. */
export const DEFAULT_STORE_LOGO = '/logos/default-store.svg';

/** A shop's logo, or the default one when it has none (missing or empty). */
export const storeLogo = (icon: string | null | undefined): string => icon || DEFAULT_STORE_LOGO;
