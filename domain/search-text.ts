// What the desk types into its search boxes, made comparable with what owners typed (issue 31): a
// phone keyboard's curly apostrophe finds "O'Neill", and "+27 82 123 4567" finds "082 123 4567".
// The server folds the stored text the same way in SQL (api/staff/desk-stays.ts).

/** Every apostrophe a keyboard may give: right and left single quotes, the modifier letter, grave, acute, prime. */
export const APOSTROPHES = '’‘ʼ`´′';
const ANY_APOSTROPHE = new RegExp(`[${APOSTROPHES}]`, 'g');

/** The text with each kind of apostrophe as the plain one. */
export function foldApostrophes(text: string): string {
  return text.replace(ANY_APOSTROPHE, "'");
}

/** South Africa's country code: what a number loses to compare with the national form. */
const COUNTRY_CODE = '27';
const PHONE_LIKE = /^[\d\s+()./-]+$/;
/** Fewer digits than this match too many numbers to mean someone. */
const MIN_PHONE_DIGITS = 3;

/**
 * The digits of a typed phone number as they follow the trunk 0 of the national form: "+27 82 123
 * 4567", "0027821234567", "27821234567" and "082 123 4567" all give "821234567", which the
 * digits of every way that number was stored contain. Part of a number ("123 4567") stays as
 * typed. Undefined when the text is not a phone number, or too short to mean one.
 */
export function phoneSearchDigits(typed: string): string | undefined {
  const text = typed.trim();
  if (!PHONE_LIKE.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+') || digits.startsWith('00')) {
    digits = digits.replace(/^0*/, '');
    if (digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  } else if (digits.startsWith(COUNTRY_CODE) && digits.length === 11) {
    // A whole international number typed without its plus.
    digits = digits.slice(COUNTRY_CODE.length);
  }
  digits = digits.replace(/^0/, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : undefined;
}
