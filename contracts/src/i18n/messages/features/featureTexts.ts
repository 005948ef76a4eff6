type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A context's texts in one language other than English: exactly the keys of the English file. */
export type FeatureTexts<T> = Widen<T>;
