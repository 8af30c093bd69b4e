/**
 * Names of the fields every visitor form may carry besides its own, kept apart from the schemas so that a form's
 * first render does not bring zod into the page (the schemas load when the visitor first needs a check).
 */

/** A field no person sees or fills in: a submission that has it is a bot's, and is dropped without a word. */
export const HONEYPOT_FIELD = 'website';
/** The reCAPTCHA widget's own name for its answer, so that a plain form post carries it too. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';
