/**
 * A LIKE pattern matching `text` anywhere, the text taken literally: `%` and `_` in what a visitor or an editor typed
 * are escaped, and a NUL (which PostgreSQL refuses in text) is dropped rather than failing the query.
 */
export const containsPattern = (text: string): string => `%${text.replace(/\0/g, '').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
