/** Texts of adminEventStore; filled in by the feature that owns them. */
export const adminEventStoreEn = { status: { eventStore: { title: 'Event store' } } };
