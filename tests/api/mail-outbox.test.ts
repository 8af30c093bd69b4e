import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail, MAX_ATTEMPTS, queueMail, retryDelaySeconds } from '@/server/api/mail/outbox';
import { smtpSender } from '@/server/api/mail/smtp';
import { emailOutbox } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

/** A local SMTP server that refuses mail while `refusing` is set, and keeps what it accepted. */
function localSmtp() {
  const received: string[] = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) return done(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  return { server, received, state };
}

let api: TestApi;
const smtp = localSmtp();
let url = '';

beforeAll(async () => {
  api = await createTestApi();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  await api.handle.close();
});

describe('the e-mail outbox', () => {
  it('keeps a mail the SMTP server refused, retries it later, and sends it once the server takes it', async () => {
    await queueMail(api.db, {
      edition: 'fr-be',
      purpose: 'newsletter_confirm',
      to: 'lea@example.be',
      subject: 'Confirmez votre inscription',
      text: 'Ouvrez ce lien : https://vacances.be/newsletter?confirm=abc',
      headers: { 'List-Unsubscribe': '<https://vacances.be/api/newsletter/unsubscribe/?token=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const send = smtpSender(url)!;
    // A second ahead: a queued mail is due from the database's clock, which may run a little behind or ahead of ours.
    const start = new Date(Date.now() + 1000);
    expect(await deliverDueMail(api.db, send, start)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'lea@example.be'));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/451|try later/);
    expect(waiting.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelaySeconds(1) * 1000);

    // Not due yet: nothing is tried.
    smtp.state.refusing = false;
    expect(await deliverDueMail(api.db, send, new Date(start.getTime() + 1000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    expect(await deliverDueMail(api.db, send, new Date(start.getTime() + retryDelaySeconds(1) * 1000 + 1))).toEqual({ sent: 1, failed: 0 });
    const [sent] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'lea@example.be'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0];
    expect(raw).toMatch(/^To: lea@example\.be/m);
    expect(raw).toMatch(/^From: "Vacances\.be" <no-reply@vacances\.be>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/vacances\.be\/api\/newsletter\/unsubscribe\//m);

    // Sent is sent: a later round does not send it again.
    expect(await deliverDueMail(api.db, send, new Date(start.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('gives a mail up as failed only after every retry', async () => {
    await queueMail(api.db, { edition: 'nl-be', purpose: 'contact', to: 'nowhere@example.be', subject: 'x', text: 'y' });
    const failing = async () => {
      throw new Error('connection refused');
    };
    let now = Date.now() + 1000;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverDueMail(api.db, failing, new Date(now));
      now += retryDelaySeconds(i + 1) * 1000 + 1;
    }
    const [row] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nowhere@example.be'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connection refused' });
  });

  it('never has two workers send one mail', async () => {
    await queueMail(api.db, { edition: 'fr-fr', purpose: 'contact', to: 'once@example.fr', subject: 'x', text: 'y' });
    const seen: number[] = [];
    const slow = async (mail: { id: number }) => {
      seen.push(mail.id);
      await new Promise((resolve) => setTimeout(resolve, 30));
    };
    const now = new Date(Date.now() + 1000);
    await Promise.all([deliverDueMail(api.db, slow, now), deliverDueMail(api.db, slow, now)]);
    const [row] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'once@example.fr'));
    expect(seen.filter((id) => id === row.id)).toHaveLength(1);
  });

  it('leaves mail in the outbox without SMTP_URL', () => {
    expect(smtpSender('')).toBeNull();
  });
});
