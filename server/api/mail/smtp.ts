import nodemailer from 'nodemailer';
import { editions } from '@/lib/editions';
import type { MailSender } from './outbox';

/** Who the edition's mail comes from: `MAIL_FROM` (one address for all), else no-reply on the edition's domain. */
export function senderOf(edition: keyof typeof editions): string {
  const configured = process.env.MAIL_FROM?.trim();
  const { brandName, domain } = editions[edition];
  return configured || `"${brandName}" <no-reply@${domain}>`;
}

/**
 * The SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`) as a MailSender, or null without one:
 * mail then waits in the outbox until a server is configured.
 */
export function smtpSender(url = process.env.SMTP_URL?.trim()): MailSender | null {
  if (!url) return null;
  const transport = nodemailer.createTransport(url);
  return async (mail) => {
    await transport.sendMail({
      from: senderOf(mail.edition),
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      // The alerts' mails carry an HTML part beside the text; mail clients show the one they prefer.
      ...(mail.html ? { html: mail.html } : {}),
      headers: mail.headers,
      // The outbox row's id makes a retried mail recognisable as the same one.
      messageId: `<outbox-${mail.id}@${editions[mail.edition].domain}>`,
    });
  };
}
