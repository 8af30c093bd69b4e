import { pgTable, text } from 'drizzle-orm/pg-core';

export const editions = pgTable('editions', {
  /** `fr-be`, `nl-be`, `fr-fr`: the API's `language` value. */
  id: text('id').primaryKey(),
  /** The spec's locale code, e.g. `vacances.be-fr`. */
  localeCode: text('locale_code').notNull(),
  language: text('language').notNull(),
  domain: text('domain').notNull(),
  brandName: text('brand_name').notNull(),
});
