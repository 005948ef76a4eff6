/** Texts of savedRecords; filled in by the feature that owns them. */
export const savedRecordsEn = {};
