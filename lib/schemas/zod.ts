import { z } from 'zod';

/**
 * zod as every schema of the site uses it. The Content-Security-Policy has no 'unsafe-eval', so zod must not compile
 * its parsers with `new Function`, nor even probe whether it may: the browser reports a caught probe as a violation
 * all the same. Schemas shared with the forms run in the browser; taking `z` from here sets this before the first
 * schema is built.
 */
z.config({ jitless: true });

export { z };
