import { z } from 'zod';
import { requiredText } from '../identity/forms';
import type { NoticePublishStatus } from './noticeMachine';

/** Notice levels: low, medium, high (labels come from the notice_level dictionary). */
export const noticeLevels = ['L', 'M', 'H'] as const;
export type NoticeLevel = (typeof noticeLevels)[number];
export const DEFAULT_NOTICE_LEVEL: NoticeLevel = 'L';

/** Who receives a notice: 1 everyone, 2 the listed users. */
export const noticeTargetTypes = { all: 1, specificUsers: 2 } as const;
export type NoticeTargetType = (typeof noticeTargetTypes)[keyof typeof noticeTargetTypes];

/** A notice_type dictionary value: a short code, never free text (the dictionary gives its label). */
export const NOTICE_TYPE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const NOTICE_TITLE_MAX = 100;
/** Rich text, before sanitising; generous for pasted formatting, well inside the JSON body limit. */
export const NOTICE_CONTENT_MAX = 100_000;
export const NOTICE_TARGETS_MAX = 1000;

const codeText = z.union([z.string(), z.number()]).transform(String);
const userIdText = codeText.pipe(z.string().trim().regex(/^\d{1,12}$/, 'validation.invalidFormat'));

/** The notice form of POST and PUT (API-CONTRACT §3 Notices); targetUserIds may also come as "1,2,3". */
export const noticeForm = z
  .object({
    title: requiredText(NOTICE_TITLE_MAX),
    content: z.string().trim().min(1, 'validation.required').max(NOTICE_CONTENT_MAX),
    type: codeText.pipe(z.string().trim().min(1, 'validation.required').regex(NOTICE_TYPE_PATTERN, 'validation.invalidFormat')),
    // the origin's form starts at level 0 and may send nothing: both mean "not chosen"
    level: z.preprocess((value) => (value === undefined || value === null || value === '' || value === 0 || value === '0' ? DEFAULT_NOTICE_LEVEL : value), z.enum(noticeLevels)),
    targetType: z.coerce.number().int().min(1).max(2).default(noticeTargetTypes.all),
    targetUserIds: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : (value ?? [])),
      z.array(userIdText).max(NOTICE_TARGETS_MAX),
    ),
  })
  .transform((form) => ({
    ...form,
    targetType: form.targetType as NoticeTargetType,
    // everyone means no list; a list keeps its order without repeats
    targetUserIds: form.targetType === noticeTargetTypes.all ? [] : [...new Set(form.targetUserIds)],
  }));
export type NoticeForm = z.output<typeof noticeForm>;

/** What a notice says and to whom; content is already sanitised when it reaches an event. */
export interface NoticeFields {
  title: string;
  content: string;
  type: string;
  level: NoticeLevel;
  targetType: NoticeTargetType;
  targetUserIds: string[];
}

/**
 * Events of the notice aggregate (stream notice-<id>) and of a reader's read marks (stream noticeReads-<userId>:
 * one small stream per reader, so thousands of people opening one broadcast never contend on the notice's revision).
 */
export type NoticeEvent =
  | { type: 'NoticeCreated'; data: NoticeFields & { id: number; createdBy: string | null } }
  | { type: 'NoticeUpdated'; data: NoticeFields & { id: number } }
  | {
      type: 'NoticePublished';
      // recipients and the push fields travel with the event, so the projection queues the push without lookups
      data: { id: number; publisherId: string | null; title: string; type: string; targetType: NoticeTargetType; targetUserIds: string[] };
    }
  | { type: 'NoticeRevoked'; data: { id: number; targetType: NoticeTargetType; targetUserIds: string[] } }
  | { type: 'NoticeDeleted'; data: { id: number } };

export type NoticeReadEvent = { type: 'NoticeRead'; data: { noticeId: number; userId: string } };

/** A row of `GET /notices/page` (and of react-admin's list). isRead is the caller's own read mark, 0 or 1. */
export interface NoticePageRow {
  id: number;
  title: string;
  publishStatus: NoticePublishStatus;
  type: string;
  publisherName: string | null;
  level: NoticeLevel;
  publishTime: string | null;
  isRead: 0 | 1;
  targetType: NoticeTargetType;
  createTime: string | null;
  revokeTime: string | null;
}

/** `GET /notices/{id}/form`. */
export interface NoticeFormView {
  id: number;
  title: string;
  content: string;
  type: string;
  level: NoticeLevel;
  targetType: NoticeTargetType;
  targetUserIds: string[];
}

/** A row of `GET /notices/my-page`. */
export interface MyNoticeRow {
  id: number;
  title: string;
  type: string;
  level: NoticeLevel;
  publisherName: string | null;
  publishTime: string | null;
  isRead: 0 | 1;
}

/** `GET /notices/{id}/detail`. */
export interface NoticeDetailView {
  id: number;
  title: string;
  content: string;
  type: string;
  level: NoticeLevel;
  publisherName: string | null;
  publishTime: string | null;
  publishStatus: NoticePublishStatus;
  isRead: 0 | 1;
}

/** The realtime push on publish (API-CONTRACT §3); the outbox adds noticeId for de-duplication. */
export interface NoticePublishedPush {
  id: number;
  type: string;
  title: string;
  publishTime: string;
}

/** The realtime hint on revoke: clients drop the notice from what they show. */
export interface NoticeRevokedPush {
  id: number;
  revoked: true;
}
