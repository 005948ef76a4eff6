/** Texts of adminQueues; filled in by the feature that owns them. */
export const adminQueuesEn = { status: { queues: { title: 'Background jobs' } } };
