import nodemailer from 'nodemailer';
import type { OutboxTransport } from '../../db/schema/index.ts';
import type { OutboxRow } from './mail.repository.ts';

// Swappable mail provider (docs/ARCHITECTURE.md): SMTP when SMTP_URL is set, otherwise the development mailbox, which keeps
// the mail in the outbox table for /dev/mailbox and delivers nothing.

export interface MailTransport {
  name: OutboxTransport;
  send(email: OutboxRow): Promise<{ messageId: string }>;
  close(): void;
}

/** `timeoutMs` bounds each wait of a send (connecting, the greeting, an idle socket). */
export function createSmtpTransport(smtpUrl: string, from: string, options: { timeoutMs: number }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    dnsTimeout: options.timeoutMs,
  });
  return {
    name: 'smtp',
    async send(email) {
      const info = await transporter.sendMail({
        from,
        to: email.toAddress,
        subject: email.subject,
        html: email.html,
        text: email.text,
        // The outbox id lets a receiving system drop a duplicate of an at-least-once delivery.
        headers: { 'X-Emisja-Outbox-Id': email.id },
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

export function createDevMailboxTransport(): MailTransport {
  return {
    name: 'dev-mailbox',
    send: async (email) => ({ messageId: `<${email.id}@dev-mailbox>` }),
    close: () => undefined,
  };
}
