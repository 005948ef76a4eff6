/** Sending to people is an external service: the api talks to these ports, adapters do the sending. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/** A text attachment (a calendar invitation's .ics): `contentType` as sent, e.g. `text/calendar; method=REQUEST`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
