// Plain JavaScript: the server front (scripts/server.mjs) and the API inside Next's bundles log through the same lines.
import pino from 'pino';

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g;
// A JWT (three base64url parts, the first a JSON header) or a bearer credential.
const TOKEN = /\beyJ[\w-]*\.[\w-]+\.[\w-]+|\b(Bearer)\s+[\w.~+/=-]+/gi;
const SECRET_FIELD = /\b(password|passwd|secret|token|cookie|authorization)(["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi;

/** A text with the e-mail addresses, tokens and secrets it may hold put out of sight. */
export function redactText(text) {
  return String(text)
    .replace(TOKEN, (match, bearer) => (bearer ? `${bearer} [token]` : '[token]'))
    .replace(SECRET_FIELD, (match, name, separator) => `${name}${separator}[hidden]`)
    .replace(EMAIL, '[email]');
}

/** An error as a log line carries it: its name, code and message, and its stack, with nothing private in them. */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: redactText(error) };
  return { name: error.name, code: error.code, message: redactText(error.message), stack: error.stack ? redactText(error.stack) : undefined };
}

/**
 * The process's logger: one JSON line per event on stdout, at LOG_LEVEL (default `info`). Messages and errors are
 * redacted; request lines carry only the path, never the query, headers or cookies.
 */
export const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: undefined, hostname: undefined },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: errorOf },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
      );
    },
  },
});
