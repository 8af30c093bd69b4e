/**
 * The template is seeded relative to the real clock (expiry wording depends on "now"),
 * so tests compare with the present, never with fixed dates.
 */
export const SEED_NOW = new Date();
