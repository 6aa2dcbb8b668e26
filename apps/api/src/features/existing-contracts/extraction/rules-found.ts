/** A value a rule found, with how sure it is and the characters of the joined text that justify it. */
export type TFound<T> = { value: T; confidence: number; start: number; end: number } | null;
