import { Alert, Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { addDays, isCalendarDate, nightsBetween, todayAtHotel } from '../../../domain/dates.ts';
import { reservationSchema } from '../../../domain/schemas/reservation.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, MAX_CATS, MIN_CATS, STAY_TIERS, stayTierFor } from '../../../domain/stay.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import type { Owner, OwnerState } from '../../components/current-owner.tsx';
import { Input, NativeSelect } from '../../components/field-controls.tsx';
import { FormField, TextAreaField, TextField } from '../../components/form-field.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { notify } from '../../components/toaster.tsx';
import type { BookingJson } from '../../../domain/contracts/booking.ts';
import { failureWords } from '../../../sync/api-client.ts';
import { askedToSignIn, createReservation, RESERVATION_FAILED, SIGN_IN_FIRST } from './reservation-request.ts';
import { StaySummary } from './stay-summary.tsx';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  checkInDate: '',
  checkOutDate: '',
  numberOfCats: '1',
  stayType: '',
  specialRequirements: '',
};
export type ReservationValues = typeof EMPTY;

const CAT_COUNTS = Array.from({ length: MAX_CATS - MIN_CATS + 1 }, (_, index) => String(MIN_CATS + index));

/** The signed-in owner's name, e-mail and phone, for the fields still blank. */
function withOwner(values: ReservationValues, owner: Owner): ReservationValues {
  return {
    ...values,
    firstName: values.firstName || (owner.firstName ?? ''),
    lastName: values.lastName || (owner.lastName ?? ''),
    email: values.email || owner.email,
    phone: values.phone || (owner.phone ?? ''),
  };
}

/** The dates decide the stay type (the server refuses a mismatch), so picking dates picks it too. */
function withDates(values: ReservationValues, changes: Partial<Pick<ReservationValues, 'checkInDate' | 'checkOutDate'>>) {
  const next = { ...values, ...changes };
  if (isCalendarDate(next.checkInDate) && isCalendarDate(next.checkOutDate)) {
    const tier = stayTierFor(nightsBetween(next.checkInDate, next.checkOutDate));
    if (tier !== undefined) next.stayType = tier.key;
  }
  return next;
}

interface DetailsStepProps {
  ownerState: OwnerState;
  onReserved: (booking: BookingJson) => void;
}

/** Step 1 (spec point 2): the reservation form (spec points 3 and 5) and the booking summary. */
export function DetailsStep({ ownerState, onReserved }: DetailsStepProps) {
  const signedOut = ownerState.status === 'signed-out';
  const { values, setValues, errors, busy, form, field, submitChecked } = useCheckedForm<ReservationValues>(() =>
    ownerState.status === 'signed-in' ? withOwner(EMPTY, ownerState.owner) : EMPTY,
  );
  const today = todayAtHotel();

  // A message stays only while its field still holds what was checked: once the owner corrects a
  // field, its old message goes, so a fixed form never looks refused.
  const checked = useRef({ errors, values });
  if (checked.current.errors !== errors) checked.current = { errors, values };
  const errorOf = (name: keyof ReservationValues) => (values[name] === checked.current.values[name] ? errors[name] : undefined);
  const textField = (name: keyof ReservationValues) => ({ ...field(name), error: errorOf(name) });

  // The owner may become known after the page opened (the current-user call answers late).
  const prefilled = useRef(ownerState.status === 'signed-in');
  useEffect(() => {
    if (ownerState.status !== 'signed-in' || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => withOwner(current, ownerState.owner));
  }, [ownerState, setValues]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (signedOut) {
      // Spec point 5: refused, with the way to an account beside the form.
      event.preventDefault();
      notify(SIGN_IN_FIRST.title, SIGN_IN_FIRST.description, 'error');
      return;
    }
    return submitChecked(event, reservationSchema, values, async (checked) => {
      try {
        const booking = await createReservation({
          firstName: checked.firstName,
          lastName: checked.lastName,
          email: checked.email,
          phone: checked.phone,
          checkInDate: checked.checkInDate,
          checkOutDate: checked.checkOutDate,
          numberOfCats: checked.numberOfCats,
          stayType: checked.stayType,
          specialRequirements: checked.specialRequirements,
        });
        notify('Reservation Created!', 'Pay the R100 deposit to confirm your stay.');
        onReserved(booking);
      } catch (error) {
        // Nothing typed is lost: the form stays as it was, with the server's reason.
        if (askedToSignIn(error)) notify(SIGN_IN_FIRST.title, SIGN_IN_FIRST.description, 'error');
        else notify(RESERVATION_FAILED.title, failureWords(error, RESERVATION_FAILED.description), 'error');
      }
    });
  }

  const select = (name: 'numberOfCats' | 'stayType') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    bg: 'white',
    borderColor: 'gray.400',
  });

  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '6', lg: '8' }} alignItems="start">
      <Stack gap="5" gridColumn={{ lg: 'span 3' }} bg="white" borderRadius="l3" borderWidth="1px" borderColor="bg.muted" p={{ base: '5', md: '8' }}>
        {signedOut && (
          <Alert.Root status="info" colorPalette="brand" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Log in to reserve</Alert.Title>
              <Alert.Description>
                You need an account to make a reservation.{' '}
                <Link asChild color="brand.700" fontWeight="semibold">
                  <SiteLink to="/login">Log in</SiteLink>
                </Link>{' '}
                or{' '}
                <Link asChild color="brand.700" fontWeight="semibold">
                  <SiteLink to="/register">create an account</SiteLink>
                </Link>
                .
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label="Reservation details">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="First name" autoComplete="given-name" required {...textField('firstName')} />
              <TextField label="Last name" autoComplete="family-name" required {...textField('lastName')} />
              <TextField label="Email" type="email" autoComplete="email" required {...textField('email')} />
              <TextField label="Phone" type="tel" autoComplete="tel" required {...textField('phone')} />
              <FormField label="Check-in date" error={errorOf('checkInDate')} required helper={`Check-in from ${CHECK_IN_TIME}`}>
                <Input
                  type="date"
                  name="checkInDate"
                  min={today}
                  value={values.checkInDate}
                  onChange={(event) => setValues((current) => withDates(current, { checkInDate: event.target.value }))}
                  bg="white"
                  borderColor="gray.400"
                />
              </FormField>
              <FormField label="Check-out date" error={errorOf('checkOutDate')} required helper={`Check-out by ${CHECK_OUT_TIME}`}>
                <Input
                  type="date"
                  name="checkOutDate"
                  min={isCalendarDate(values.checkInDate) ? addDays(values.checkInDate, 1) : today}
                  value={values.checkOutDate}
                  onChange={(event) => setValues((current) => withDates(current, { checkOutDate: event.target.value }))}
                  bg="white"
                  borderColor="gray.400"
                />
              </FormField>
              <FormField label="Number of cats" error={errorOf('numberOfCats')} required>
                <NativeSelect {...select('numberOfCats')}>
                  {CAT_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Stay type" error={errorOf('stayType')} required helper="Set by your dates">
                <NativeSelect {...select('stayType')}>
                  <option value="">Select a stay type</option>
                  {STAY_TIERS.map((tier) => (
                    <option key={tier.key} value={tier.key}>
                      {tier.name} ({tier.minNights} to {tier.maxNights} nights)
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </SimpleGrid>
            <TextAreaField
              label="Special requirements (optional)"
              helper="Diet, medication, habits: anything that helps us care for your cats."
              {...textField('specialRequirements')}
            />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={busy}
              loadingText="Reserving…"
              aria-disabled={signedOut ? 'true' : undefined}
              alignSelf={{ base: 'stretch', sm: 'start' }}
            >
              Continue to Payment
            </Button>
            {signedOut && (
              <Text fontSize="sm" color="fg.muted">
                Reserving is available once you are logged in.
              </Text>
            )}
          </Stack>
        </form>
      </Stack>
      <Stack gridColumn={{ lg: 'span 2' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <StaySummary draft={values} />
      </Stack>
    </SimpleGrid>
  );
}
