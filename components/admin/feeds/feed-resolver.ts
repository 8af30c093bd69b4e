import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { feedBodyOf, feedFieldOrder, typedCredentials, type FeedFormValues } from '@/lib/admin/feed-form-values';
import { missingCredentials, type CredentialKey } from '@/lib/admin/feed-networks';
import { editorIssueMessage, wordRefusals, type EditorTranslator } from '@/lib/forms/editor-issue-message';
import { feedBody, feedPatch, feedRuleErrors } from '@/lib/schemas/feeds';

interface Options {
  t: EditorTranslator;
  /** A new feed (every field required) or a change of a saved one. */
  creating: boolean;
  /** Credentials are stored on the feed: empty fields keep them. */
  stored: boolean;
  /** A credential's name in the form, for the message that asks for it. */
  credentialLabel: (key: CredentialKey) => string;
}

/** A message beside a field of the form (`mapping.title`) or of a group (`mapping`), added to what is there already. */
function add(errors: Record<string, unknown>, path: string, message: string) {
  const current = get(errors, path) as { message?: string } | undefined;
  set(errors, path, { ...current, type: 'validate', message: current?.message ? `${current.message} ${message}` : message });
}

/**
 * The feed form's check with the API's schema and rules, in the API's words, field by field down into the mapping and
 * the credentials (the API answers those under `mapping` and `credentials` alone). It adds one check the API makes only
 * when the feed runs: the credentials the network needs, in the words the failed run would use.
 */
export function feedResolver({ t, creating, stored, credentialLabel }: Options): Resolver<FeedFormValues> {
  return async (values) => {
    const errors: Record<string, unknown> = {};
    const result = (creating ? feedBody : feedPatch).safeParse(feedBodyOf(values, { stored }), { error: editorIssueMessage(t) });
    if (!result.success) for (const issue of result.error.issues) add(errors, issue.path.length ? issue.path.slice(0, 2).map(String).join('.') : 'root', issue.message);
    const rules = wordRefusals(t, feedRuleErrors({ network: values.network, mapping: feedBodyOf(values, { stored }).mapping }));
    for (const [field, messages] of Object.entries(rules)) for (const message of messages) add(errors, field, message);
    const missing = missingCredentials(values.network, typedCredentials(values), { url: values.url, stored, removing: stored && values.remove_credentials });
    for (const key of missing) add(errors, `credentials.${key}`, t('feedCredentialsMissing', { credential: credentialLabel(key) }));
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<FeedFormValues> };
  };
}

/** The first field or group in error, in the form's order: where the admin is taken. */
export function firstInError(errors: FieldErrors<FeedFormValues>): string | null {
  return feedFieldOrder.find((path) => typeof (get(errors, path) as { message?: unknown } | undefined)?.message === 'string') ?? null;
}

/** The element a field's path names in the form (`mapping.title` → `#feed-mapping-title`). */
export const feedFieldId = (path: string) => `feed-${path.replace(/\./g, '-')}`;
