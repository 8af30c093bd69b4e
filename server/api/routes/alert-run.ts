import { alertFrequencies } from '@/lib/alerts/constants';
import { z } from '@/lib/schemas/zod';
import { runDigest } from '@/server/alerts/digest';
import { recordAudit } from '../audit/record';
import { requireEditor } from '../auth/editor-guard';
import { editorParse } from '../core/editor-refusal';
import { limitBody, optionalJsonBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { editionsOfCall } from '../core/editor-editions';

/** `POST /alerts/run/`: an admin runs a digest now. */
export const alertRunRoutes = newRouter();

/** Which digest to run: the daily one unless told otherwise. */
const alertRunBody = z.object({ frequency: z.enum(alertFrequencies).default('daily') });

/**
 * `POST /alerts/run/ {frequency?}`: the digest of that frequency now, whatever the hour, for the call's edition
 * (`language`), or without one for every edition the admin may edit. Answers `{mails_queued}`; what was mailed is never mailed again,
 * so a second call with nothing new queues nothing. The mails go out through the outbox, woken at once.
 */
alertRunRoutes.post('/run', requireEditor('admin'), limitBody(1024), async (c) => {
  const { frequency } = await optionalJsonBody(c, alertRunBody, editorParse(c.get('edition')));
  const editor = c.get('editor');
  const editions = editionsOfCall(c, false);
  const wake = c.get('wakeBackgroundWork');
  const { mailsQueued } = await runDigest(c.get('db'), { frequency, editions, onQueued: () => wake() });
  await recordAudit(c, editor, {
    action: 'run',
    entityType: 'alert_digest',
    edition: editions.length === 1 ? editions[0] : null,
    before: null,
    after: { frequency, editions, mails_queued: mailsQueued },
  });
  return c.json({ mails_queued: mailsQueued, frequency, editions });
});
