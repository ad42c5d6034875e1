// A cat's age in words, as the owner's cat cards and the desk's cat care show it: whole years (the
// spec's 0 to 30) and the months beside them, so a kitten reads "6 months", not "0 years".

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "6 months", "3 years", "2 years 6 months"; null when no age was given. */
export function catAgeWords(age: number | null, ageMonths: number | null | undefined): string | null {
  const months = ageMonths ?? 0;
  if (age === null && months === 0) return null;
  const years = age ?? 0;
  if (years === 0) return months === 0 ? 'Under a month' : counted(months, 'month', 'months');
  return months === 0 ? counted(years, 'year', 'years') : `${counted(years, 'year', 'years')} ${counted(months, 'month', 'months')}`;
}
