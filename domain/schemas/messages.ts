// Every message a schema can give. The specification's wording (spec point 5) is kept exactly; the
// rest are ours, in the same plain voice.
import { formatRand } from '../money.ts';
import { DEPOSIT_CENTS, MAX_CATS, MIN_CATS } from '../stay.ts';
import { LIMITS } from './limits.ts';
import { MAX_DAYS_BEFORE_ARRIVAL } from '../vaccinations.ts';
import { MOST_TIMES_A_DAY } from '../care-plan.ts';

export const MESSAGES = {
  required: 'Required',
  invalid: 'Invalid input',
  invalidDate: 'Invalid date',
  invalidId: 'Invalid id',
  tooLong: (maxLength: number) => `Must be at most ${maxLength} characters`,
  nulCharacter: 'Please remove the invisible NUL character',

  firstName: `First name must be at least ${LIMITS.nameMin} characters`,
  lastName: `Last name must be at least ${LIMITS.nameMin} characters`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  password: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`,
  // Decision 0018 replaces the specification's 6 characters with 8 (ASVS 6.2.1).
  commonPassword: 'This password is too common: it is among the first a stranger would try. Please choose another.',
  passwordRequired: 'Please enter your password',
  /** What a form setting a password says under the field, before anything is typed. */
  newPasswordHint: `At least ${LIMITS.passwordMin} characters, and not a common password.`,

  checkInDate: 'Check-in date is required',
  checkOutDate: 'Check-out date is required',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  numberOfCats: `Number of cats must be from ${MIN_CATS} to ${MAX_CATS}`,
  stayType: 'Please select a stay type',

  catName: `Cat name must be at least ${LIMITS.nameMin} characters`,
  // Whole years, as the spec has it; the months beside them say a kitten's age (issue 31).
  catAge: `Age must be a whole number from ${LIMITS.catAgeMin} to ${LIMITS.catAgeMax}`,
  catAgeMonths: `Months must be a whole number from 0 to ${LIMITS.catAgeMonthsMax}`,
  gender: 'Gender must be male, female or unknown',

  // A vaccination copied from the cat's vaccination book (issue 33).
  vaccine: 'Please choose the vaccine',
  vaccineName: 'Please write the vaccine’s name as the book gives it',
  vaccinationGivenOn: 'Please enter the date it was given',
  vaccinationValidUntil: 'Please enter the date it is valid until',
  validUntilAfterGivenOn: 'Valid until must be after the date it was given',
  requiredVaccine: 'Please choose required vaccines from the list, each once',
  daysBeforeArrival: `Days before arrival must be a whole number from 0 to ${MAX_DAYS_BEFORE_ARRIVAL}`,
  // An item of a cat's care plan (issue 33).
  careKind: 'Please choose feeding or medication',
  careName: `Please write what is given, the food or the medicine, in at least ${LIMITS.nameMin} characters`,
  careTimes: `Please give one to ${MOST_TIMES_A_DAY} different times of day, such as 08:00`,
  careTime: 'Times are the hours of the day, such as 08:00 or 17:30',
  proofType: 'Please choose a photo (JPEG, PNG or WebP) or a PDF',
  proofFile: 'This file is not a photo or PDF we can read; please choose another',
  proofSize: 'This file is too large: 2 MB at most',

  catIds: 'Please select at least one cat',
  tooManyCats: `Please select at most ${MAX_CATS} cats`,
  duplicateCat: 'Please select each cat only once',
  extraServiceId: 'Please choose extra services from the list',
  duplicateService: 'Please select each extra service only once',
  nothingToChange: 'Nothing to change',

  deposit: `The deposit is ${formatRand(DEPOSIT_CENTS)}`,

  // A batch of queued changes (POST /api/changes): no form shows these, the phone's engine reads them.
  batchSize: `Send 1 to ${LIMITS.changesPerBatch} changes as { "changes": [...] }`,
  batchChange: 'Each change is { id, method, path, body } naming a change to your cats, bookings or profile',
  batchChangeId: 'Each change needs an id of 1 to 200 visible characters, used as its Idempotency-Key',
  batchChangeIds: 'Each change in a batch needs its own id',
} as const;
