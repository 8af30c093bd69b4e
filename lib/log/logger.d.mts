import type { Logger } from 'pino';

/** A text with the e-mail addresses, tokens and secrets it may hold put out of sight. */
export declare function redactText(text: unknown): string;

/** The process's logger: one JSON line per event on stdout, at LOG_LEVEL. */
export declare const log: Logger;
