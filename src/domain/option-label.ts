// Option values are stored as the English option text; this is what a seller reads instead.

/** An option's two texts: `option` (English, what is stored) and `optionAr`. */
export type OptionLabel = { option: string; optionAr: string };

/** The stored value in the reader's language: the matching option's Arabic text in Arabic, else the value itself. */
export function optionLabel(options: readonly OptionLabel[] | undefined, value: string, locale: string): string {
  if (locale !== 'ar') return value;
  const match = options?.find((o) => o.option === value);
  return match?.optionAr || value;
}

/** Known labels plus newly seen ones, one per option (the newer wins). */
export function mergeOptionLabels(known: readonly OptionLabel[] | undefined, seen: readonly OptionLabel[]): OptionLabel[] {
  const fresh = seen.map(({ option, optionAr }) => ({ option, optionAr }));
  return [...(known ?? []).filter((k) => !fresh.some((s) => s.option === k.option)), ...fresh];
}
