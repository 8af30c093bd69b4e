import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editorRoles } from '../../../lib/schemas/editor-roles';

/**
 * The people who edit the site. `editions` null means every edition; otherwise the account may write only the
 * content of the editions listed. Raising `token_version` revokes every token the account holds (logout,
 * new password), because a token names the version it was signed with.
 */
export const editorAccounts = pgTable(
  'editor_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: an editor logs in whatever the capitals they type. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: editorRoles }).notNull(),
    editions: text('editions').array(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('editor_accounts_email').on(t.email)],
);

/** Secrets the application makes up itself when none is configured, kept so that a restart does not change them. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The rate limiters' counters (rate-limiter-flexible's Drizzle store): shared by every instance on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Every editor write: who, from which address, what they did to which entity, and the entity before and after.
 * The API only ever appends to it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: integer('account_id'),
    accountEmail: text('account_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    edition: text('edition'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_entity').on(t.entityType, t.entityId), index('audit_log_account').on(t.accountId, t.at)],
);
