/** Texts of savedRecords; filled in by the feature that owns them. */
export const savedRecordsEn = { saved: { refreshing: 'Saved. The list will refresh in a moment.' } };
