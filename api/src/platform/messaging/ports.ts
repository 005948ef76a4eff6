/** Sending to people is an external service: the api talks to these ports, adapters do the sending. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
