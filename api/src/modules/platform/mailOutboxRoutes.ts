import { permissions } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from '../../http/appError';
import { sendDownload } from '../../http/download';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { formatDateTime } from '../../http/time';
import type { ApiConfig } from '../../platform/config';

const OUTBOX_TABLE = 'message_outbox';

/** An attachment as the development mail sender keeps it (api/src/platform/messaging/adapters.ts). */
const storedAttachment = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
const storedAttachments = z.array(storedAttachment);

const outboxMail = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createTime: z.string(),
  /** What each attachment is; its bytes come from the download route by its index. */
  attachments: z.array(z.object({ index: z.number(), filename: z.string(), contentType: z.string(), size: z.number() })),
});
export type OutboxMailView = z.infer<typeof outboxMail>;

const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const attachmentParams = z.object({ id: z.coerce.number().int().min(1), index: z.coerce.number().int().min(0).max(100) });

interface OutboxRow {
  id: string | number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  attachments: unknown;
  created_at: Date;
}

/** The stored attachments of a row (jsonb, or the text the sender wrote before it was jsonb); none when unreadable. */
function attachmentsOf(row: Pick<OutboxRow, 'attachments'>): z.infer<typeof storedAttachments> {
  const raw = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as unknown) : row.attachments;
  const parsed = storedAttachments.safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * The development mail outbox for platform staff (the system status page): without SMTP_URL the mail port keeps
 * every e-mail in `message_outbox` instead of sending it, and a developer reads them here, newest first, with their
 * attachments (a calendar invitation's .ics) downloadable. SMS stay out: they carry sign-in codes and have their own
 * readers. Reading needs the status page's permission.
 */
export function mailOutboxRoutes({ db, config }: { db: Knex; config: ApiConfig }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/platform/mail-outbox',
      permission: permissions.projection.query,
      tag: 'platform',
      summary: 'Development mail outbox: a page of the e-mails kept instead of sent (no SMTP_URL), newest first',
      query: pageQuery,
      response: z.object({ list: z.array(outboxMail), total: z.number() }),
      handler: async ({ query }) => {
        const emails = () => db<OutboxRow>(OUTBOX_TABLE).where({ channel: 'email' });
        const [rows, counted] = await Promise.all([
          emails()
            .orderBy('id', 'desc')
            .limit(query.pageSize)
            .offset((query.pageNum - 1) * query.pageSize)
            .select('id', 'recipient', 'subject', 'body', 'attachments', 'created_at'),
          emails().count<{ count: string }[]>({ count: '*' }),
        ]);
        return {
          total: Number(counted[0]?.count ?? 0),
          list: rows.map(
            (row): OutboxMailView => ({
              id: Number(row.id),
              recipient: row.recipient,
              subject: row.subject,
              body: row.body,
              createTime: formatDateTime(row.created_at, config.TIME_ZONE),
              attachments: attachmentsOf(row).map((attachment, index) => ({
                index,
                filename: attachment.filename,
                contentType: attachment.contentType,
                size: Buffer.byteLength(attachment.content, 'utf8'),
              })),
            }),
          ),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/platform/mail-outbox/:id/attachments/:index',
      permission: permissions.projection.query,
      tag: 'platform',
      summary: "One attachment of an e-mail in the development outbox, as it would have been attached (an invitation's .ics)",
      params: attachmentParams,
      raw: true,
      handler: async ({ params, res }) => {
        const row = await db<OutboxRow>(OUTBOX_TABLE).where({ id: params.id, channel: 'email' }).first('attachments');
        const attachment = row ? attachmentsOf(row)[params.index] : undefined;
        if (!attachment) throw new AppError('A0606');
        sendDownload(res, attachment.filename, attachment.contentType, Buffer.from(attachment.content, 'utf8'));
      },
    }),
  ];
}
