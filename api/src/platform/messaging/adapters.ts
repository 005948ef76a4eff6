import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, MailSender, SmsSender } from './ports';

function mask(contact: string): string {
  return contact.length <= 4 ? '****' : `${contact.slice(0, 3)}****${contact.slice(-2)}`;
}

/** Development SMS gateway: the message lands in message_outbox for the developer to read; the log names no code. */
export function outboxSmsSender(db: Knex, logger: Logger): SmsSender {
  return {
    async send(mobile, text) {
      await db('message_outbox').insert({ channel: 'sms', recipient: mobile, body: text });
      logger.info({ to: mask(mobile) }, 'sms written to message_outbox');
    },
  };
}

/** E-mail over SMTP (any relay, or the in-process server tests run); without SMTP_URL, into message_outbox. */
export function mailSender(smtpUrl: string, from: string, db: Knex, logger: Logger): MailSender {
  if (!smtpUrl) {
    return {
      async send(message: MailMessage) {
        const attachments = message.attachments?.length ? JSON.stringify(message.attachments) : null;
        await db('message_outbox').insert({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text, attachments });
        logger.info({ to: mask(message.to) }, 'e-mail written to message_outbox (no SMTP_URL)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
      logger.info({ to: mask(message.to) }, 'e-mail sent');
    },
  };
}
