/**
 * The zone a browser's clock is in (`Intl.DateTimeFormat().resolvedOptions().timeZone`), sent by the portal with every
 * request. A command that records how to write to someone later (a seat's mails, a session's reminders) keeps it
 * beside their language, so times reach them in their own zone rather than the server's.
 */
export const READER_TIME_ZONE_HEADER = 'X-Time-Zone';

/** Longest zone name taken (IANA's longest is 32 characters): a longer header is not a zone. */
export const READER_TIME_ZONE_MAX = 64;

/** The zone the reader's clock runs in (the browser's), named as the browser names it (`Asia/Bangkok`). */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
