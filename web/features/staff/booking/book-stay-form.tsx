import { Alert, Button, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import type { DeskCat } from '../../../../domain/contracts/desk-stays.ts';
import { deskNewBookingSchema } from '../../../../domain/schemas/desk-bookings.ts';
import { checkForm, type FieldErrors, focusFirstError, TextAreaField } from '../../../components/form-field.tsx';
import { notify } from '../../../components/toaster.tsx';
import { RequestFailed } from '../../../../sync/api-client.ts';
import { bookForOwner } from './desk-booking-requests.ts';
import { type StayChoice, StayChoices, transportAddressOf, transportAddressRefusal } from './stay-choices.tsx';

/**
 * A stay booked at the desk for an owner who phoned or called in (issue 31). It is pending, like
 * any booking, until the deposit is paid (online, or at the desk from the booking's page); the
 * page of the booking the server made opens once it answered.
 */
export function BookStayForm({ ownerId, cats }: { ownerId: string; cats: readonly DeskCat[] }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<StayChoice>({
    checkInDate: '',
    checkOutDate: '',
    catIds: cats.length === 1 ? [cats[0]!.id] : [],
    extraServiceIds: [],
    transportAddress: '',
  });
  const [requests, setRequests] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    const checked = checkForm(deskNewBookingSchema, { ownerId, ...choice, transportAddress: transportAddressOf(choice), specialRequests: requests });
    const refused = { ...transportAddressRefusal(choice), ...(checked.ok ? {} : checked.errors) };
    if (!checked.ok || Object.keys(refused).length > 0) {
      setErrors(refused);
      window.setTimeout(() => focusFirstError(form.current), 0);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const booked = await bookForOwner(checked.output);
      notify('Stay booked', 'It is pending until the deposit is paid: take it here, or the owner pays online.');
      await navigate({ to: '/staff/bookings/$bookingId', params: { bookingId: booked.id } });
    } catch (error) {
      if (error instanceof RequestFailed && error.field !== undefined && error.status === 400) setErrors({ [error.field]: error.message });
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-label="Book a stay">
      <Stack gap="4">
        <StayChoices choice={choice} cats={cats} errors={errors} disabled={sending} onChange={setChoice} />
        <TextAreaField
          label="Notes for the stay"
          name="specialRequests"
          value={requests}
          onValueChange={setRequests}
          error={errors.specialRequests}
        />
        {problem !== null && (
          <Alert.Root status="error" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={sending} disabled={cats.length === 0}>
          Book the Stay
        </Button>
      </Stack>
    </form>
  );
}
