// A cat's weight on the desk's scale (issue 33): weighed at check-in and again at check-out, so a
// cat that ate too little shows it. Kept as whole grams, as money is kept as cents (D7), and
// written in kilograms with one or two decimals, as the scale shows it.

/** A cat under 100 g or over 20 kg is a slip of the finger, not a cat. */
export const LIGHTEST_GRAMS = 100;
export const HEAVIEST_GRAMS = 20_000;

/** "4.2" or "4,25" (a South African keyboard) as grams; undefined when it is not a weight in kilograms. */
export function gramsOf(kilograms: string): number | undefined {
  const typed = kilograms.trim().replace(',', '.');
  if (!/^\d{1,2}(?:\.\d{1,2})?$/.test(typed)) return undefined;
  const grams = Math.round(Number(typed) * 1000);
  return grams >= LIGHTEST_GRAMS && grams <= HEAVIEST_GRAMS ? grams : undefined;
}

/** 4200 as "4.2 kg", 4250 as "4.25 kg". */
export function kilogramWords(grams: number): string {
  return `${(grams / 1000).toFixed(2).replace(/0$/, '').replace(/\.0$/, '')} kg`;
}

/** What the stay did to the cat's weight: "0.3 kg less", "0.1 kg more", "the same". */
export function weightChangeWords(inGrams: number, outGrams: number): string {
  const change = outGrams - inGrams;
  if (change === 0) return 'the same';
  return `${kilogramWords(Math.abs(change))} ${change < 0 ? 'less' : 'more'}`;
}
