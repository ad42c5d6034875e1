import { Alert, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { catAlreadyStaying, catAlreadyStayingMessage, type CatStay } from '../../../domain/cat-stays.ts';
import { addDays, formatDay, isCalendarDate, nightsBetween, todayAtHotel } from '../../../domain/dates.ts';
import { lacksTransportAddress, serviceAllowedFor, TRANSPORT_ADDRESS_MESSAGE, TRANSPORT_SERVICE_ID } from '../../../domain/extra-services.ts';
import { decimalToCents, formatRand } from '../../../domain/money.ts';
import { priceStayBetween, type StayPrice } from '../../../domain/pricing.ts';
import { newBookingSchema } from '../../../domain/schemas/booking.ts';
import { MAX_CATS, MAX_NIGHTS, MIN_NIGHTS } from '../../../domain/stay.ts';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { pickDay, type StayDates } from '../../../domain/stay-calendar.ts';
import { NightPicker } from '../../components/night-picker.tsx';
import { StayFitNote, useStayFit } from '../../components/stay-fit.tsx';
import { Input } from '../../components/field-controls.tsx';
import { checkForm, type FieldErrors, focusFirstError, FormField, TextAreaField } from '../../components/form-field.tsx';
import { HotelRefused, type LocalCat, type LocalExtraService, whyNotSaved } from '../../db.ts';
import { useUnsavedForm } from '../../components/unsaved-forms.ts';
import { ChoiceCard } from '../../components/choice-card.tsx';
import { notify } from '../../components/toaster.tsx';

export interface StayChoice {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  specialRequests: string;
  /** Asked only when Transport is chosen; a draft from the estimator has none yet. */
  transportAddress?: string;
}

export const NO_STAY: StayChoice = { checkInDate: '', checkOutDate: '', catIds: [], extraServiceIds: [], specialRequests: '' };

/** What the form hands on once every check passed: the schema's output (trimmed, null for blank). */
export interface CheckedStay {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  specialRequests: string | null;
  transportAddress: string | null;
}

const pricedServices = (services: readonly LocalExtraService[], chosen: readonly number[]) =>
  services
    .filter((service) => chosen.includes(service.id))
    .map((service) => ({ id: service.id, priceCents: decimalToCents(service.price) ?? 0, charge: service.charge }));

function nightsOf(choice: StayChoice): number | undefined {
  if (!isCalendarDate(choice.checkInDate) || !isCalendarDate(choice.checkOutDate)) return undefined;
  const nights = nightsBetween(choice.checkInDate, choice.checkOutDate);
  return nights > 0 ? nights : undefined;
}

/** The estimate from the one price authority (DESIGN D9); the server's total replaces it once sent. */
export function estimateOf(choice: StayChoice, services: readonly LocalExtraService[]): StayPrice | undefined {
  const nights = nightsOf(choice);
  // More cats than a booking takes have no price: the form says at most 5 instead (spec point 9).
  if (nights === undefined || choice.catIds.length > MAX_CATS) return undefined;
  return priceStayBetween(
    choice.checkInDate,
    choice.checkOutDate,
    Math.max(1, choice.catIds.length),
    pricedServices(services, choice.extraServiceIds),
  );
}

/**
 * The server's own rules for a stay (api/bookings/stay-plan.ts), checked here too: a booking made
 * offline is sent later, and a refusal then would reach the owner long after they typed it.
 */
function stayRules(
  choice: StayChoice,
  services: readonly LocalExtraService[],
  today: string,
  cats: readonly LocalCat[],
  otherStays: readonly CatStay[],
): FieldErrors {
  const errors: FieldErrors = {};
  // One cat, one stay at a time (domain/cat-stays.ts), in the server's words.
  const staying = nightsOf(choice) === undefined ? undefined : catAlreadyStaying(choice, otherStays);
  if (staying !== undefined) {
    errors.catIds = catAlreadyStayingMessage(cats.find((cat) => cat.id === staying.catId)?.name ?? 'This cat', staying.other);
  }
  if (isCalendarDate(choice.checkInDate) && choice.checkInDate < today) errors.checkInDate = 'Check-in cannot be in the past';
  const nights = nightsOf(choice);
  if (nights !== undefined && (nights < MIN_NIGHTS || nights > MAX_NIGHTS)) {
    errors.checkOutDate = `Stays are ${MIN_NIGHTS} to ${MAX_NIGHTS} nights; these dates make ${nights}`;
  }
  const refused = services.find((service) => choice.extraServiceIds.includes(service.id) && !serviceAllowedFor(service, nights ?? 0));
  if (refused !== undefined) errors.extraServiceIds = `${refused.name}: available for stays of ${refused.minNights}+ nights only`;
  if (lacksTransportAddress(choice.extraServiceIds, choice.transportAddress)) errors.transportAddress = TRANSPORT_ADDRESS_MESSAGE;
  return errors;
}

/** Why there is no price: no dates yet, more cats than a booking takes, or a length the hotel does not take. */
function noPriceText(choice: StayChoice, price: StayPrice | undefined): string | undefined {
  if (choice.catIds.length > MAX_CATS) return `${MESSAGES.tooManyCats} to see the price.`;
  if (price === undefined) return 'Choose your check-in and check-out dates to see the price.';
  // Outside 3 to 90 nights there is no rate, so no total: never "Total R0" (issue 31).
  if (price.stayType === '')
    return `Stays are ${MIN_NIGHTS} to ${MAX_NIGHTS} nights; these dates make ${price.nights === 1 ? '1 night' : `${price.nights} nights`}.`;
  return undefined;
}

function Estimate({ choice, price }: { choice: StayChoice; price: StayPrice | undefined }) {
  const noPrice = noPriceText(choice, price);
  const rows: [string, string][] =
    price === undefined
      ? []
      : [
          ['Nights', String(price.nights)],
          ['Stay type', price.stayTypeName],
          ['Rate per cat per night', formatRand(price.rateCents)],
          [`Stay for ${price.cats} ${price.cats === 1 ? 'cat' : 'cats'}`, formatRand(price.baseCents)],
          ['Extra services', formatRand(price.servicesCents)],
        ];
  return (
    <Stack gap="3" bg="brand.50" borderRadius="l3" borderWidth="1px" borderColor="brand.100" p="5" aria-live="polite">
      <Text fontFamily="heading" fontSize="xl" color="brand.800">
        Estimated total
      </Text>
      {noPrice !== undefined || price === undefined ? (
        <Text color="fg.muted">{noPrice}</Text>
      ) : (
        <>
          <Stack as="dl" gap="1.5" fontSize="sm">
            {rows.map(([label, value]) => (
              <Flex key={label} justify="space-between" gap="3">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" textAlign="end">
                  {value}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Flex justify="space-between" align="baseline" borderTopWidth="1px" borderColor="brand.200" pt="3">
            <Text fontWeight="semibold">Total</Text>
            <Text fontFamily="heading" fontSize="2xl" color="brand.800">
              {formatRand(price.totalCents)}
            </Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            A {formatRand(price.depositCents)} non-refundable deposit secures the stay; the balance of {formatRand(price.balanceCents)} is due at
            check-in. The hotel confirms the final amount.
          </Text>
        </>
      )}
    </Stack>
  );
}

/** A fieldset of checkboxes with its legend and error, for the cats and the extra services. */
function ChoiceGroup({ legend, error, children }: { legend: string; error?: string | undefined; children: ReactNode }) {
  const errorId = useId();
  return (
    <Box as="fieldset" aria-describedby={error === undefined ? undefined : errorId} aria-invalid={error !== undefined}>
      <Text as="legend" fontWeight="semibold" mb="2">
        {legend}
      </Text>
      <Stack gap="2">{children}</Stack>
      {error !== undefined && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}

interface StayFormProps {
  initial: StayChoice;
  cats: readonly LocalCat[];
  services: readonly LocalExtraService[];
  submitLabel: string;
  onSubmit: (stay: CheckedStay) => Promise<void>;
  /** Beside the form from 1024 px (a page), or under it (a dialog). */
  layout?: 'page' | 'dialog';
  /** Extra buttons beside the submit button (a dialog's Cancel). */
  actions?: ReactNode;
  /** What the submit button says while the answer is awaited. */
  busyLabel?: string;
  /** The owner's other stays, so a cat already staying on the chosen nights is refused before sending. */
  otherStays?: readonly CatStay[];
  /** Every change of the owner's choice, to keep it as a draft. */
  onChange?: (choice: StayChoice) => void;
  /** The free text's label: a booking's special requests, or a request's note to the hotel. */
  noteLabel?: string;
}

/** The form's fields a refusal of the hotel can name ('booking.checkInDate' names checkInDate). */
const FORM_FIELDS = new Set(['checkInDate', 'checkOutDate', 'catIds', 'extraServiceIds', 'specialRequests']);
const fieldOf = (field: string | undefined) => {
  const name = field?.replace(/^booking\./, '').split('.')[0];
  return name !== undefined && FORM_FIELDS.has(name) ? name : undefined;
};

/** Dates, cats, extra services and requests, with the estimate (spec point 2, New Booking). */
export function StayForm({
  initial,
  cats,
  services,
  submitLabel,
  onSubmit,
  layout = 'page',
  actions,
  busyLabel,
  otherStays = [],
  onChange,
  noteLabel = 'Special requests (optional)',
}: StayFormProps) {
  const [choice, setChoice] = useState<StayChoice>(initial);
  const [saved, setSaved] = useState<StayChoice>(initial);
  useUnsavedForm(JSON.stringify(choice) !== JSON.stringify(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The hotel's refusal that names no field of the form, shown beside the button. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => changed.current?.(choice), [choice]);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const today = todayAtHotel();
  const nights = nightsOf(choice) ?? 0;
  // The night picker and the typed dates show one stay: the picker marks the nights that cannot be had.
  const dates: StayDates = {
    checkIn: isCalendarDate(choice.checkInDate) ? choice.checkInDate : null,
    checkOut: isCalendarDate(choice.checkOutDate) ? choice.checkOutDate : null,
  };
  const catsStaying = Math.max(1, choice.catIds.length);
  const fit = useStayFit(today, dates, catsStaying);
  const pickDates = (next: StayDates) => setChoice((current) => ({ ...current, checkInDate: next.checkIn ?? '', checkOutDate: next.checkOut ?? '' }));
  const pickerTitle = useId();
  const transport = choice.extraServiceIds.includes(TRANSPORT_SERVICE_ID);
  const set = <K extends keyof StayChoice>(key: K, value: StayChoice[K]) => setChoice((current) => ({ ...current, [key]: value }));
  const toggle = <K extends 'catIds' | 'extraServiceIds'>(key: K, id: StayChoice[K][number], on: boolean) =>
    setChoice((current) => {
      const list = current[key] as (string | number)[];
      return { ...current, [key]: on ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id) };
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(newBookingSchema, {
      booking: {
        checkInDate: choice.checkInDate,
        checkOutDate: choice.checkOutDate,
        specialRequests: choice.specialRequests,
        // Only Transport needs the address: without it, none is kept.
        transportAddress: transport ? (choice.transportAddress ?? '') : '',
      },
      catIds: choice.catIds,
      extraServiceIds: choice.extraServiceIds,
    });
    const found: FieldErrors = {};
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors)) {
        const name = field.replace(/^booking\./, '').split('.')[0] ?? field;
        found[name] ??= message;
      }
    }
    const errorsFound = { ...stayRules(choice, services, today, cats, otherStays), ...found };
    setRefusal(null);
    if (!checked.ok || Object.keys(errorsFound).length > 0) {
      setErrors(errorsFound);
      window.setTimeout(() => focusFirstError(form.current), 0);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { booking, catIds, extraServiceIds } = checked.output;
      await onSubmit({
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        specialRequests: booking.specialRequests ?? null,
        transportAddress: booking.transportAddress ?? null,
        catIds,
        extraServiceIds,
      });
      setSaved(choice);
    } catch (error) {
      // Nothing typed is lost: the form keeps its values and says why, beside what it speaks of.
      if (error instanceof HotelRefused) {
        const field = fieldOf(error.field);
        if (field === undefined) setRefusal(error.message);
        else {
          setErrors({ [field]: error.message });
          window.setTimeout(() => focusFirstError(form.current), 0);
        }
      } else notify('Could not save', whyNotSaved(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const fields = (
    <Stack gap="5">
      <NightPicker titleId={pickerTitle} today={today} dates={dates} cats={catsStaying} onPick={(date) => pickDates(pickDay(dates, date, today))} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Check-in date" error={errors.checkInDate} required helper="Check-in from 11:00 AM">
          <Input
            type="date"
            name="checkInDate"
            min={today}
            value={choice.checkInDate}
            onChange={(event) => set('checkInDate', event.target.value)}
            bg="white"
            borderColor="gray.400"
          />
        </FormField>
        <FormField label="Check-out date" error={errors.checkOutDate} required helper="Check-out by 4:00 PM">
          <Input
            type="date"
            name="checkOutDate"
            min={isCalendarDate(choice.checkInDate) ? addDays(choice.checkInDate, 1) : today}
            value={choice.checkOutDate}
            onChange={(event) => set('checkOutDate', event.target.value)}
            bg="white"
            borderColor="gray.400"
          />
        </FormField>
      </SimpleGrid>
      <StayFitNote fit={fit} dates={dates} onDates={pickDates} />
      <ChoiceGroup legend="Cats staying" error={errors.catIds ?? (choice.catIds.length > MAX_CATS ? MESSAGES.tooManyCats : undefined)}>
        {cats.map((cat) => (
          <ChoiceCard
            key={cat.id}
            checked={choice.catIds.includes(cat.id)}
            // A booking takes at most 5 cats: once 5 are chosen, the others wait (spec point 9).
            disabled={choice.catIds.length >= MAX_CATS && !choice.catIds.includes(cat.id)}
            onChange={(on) => toggle('catIds', cat.id, on)}
          >
            {cat.name}
            {cat.breed !== null && (
              <Text as="span" color="fg.muted">
                {' '}
                · {cat.breed}
              </Text>
            )}
          </ChoiceCard>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Extra services (optional)" error={errors.extraServiceIds}>
        {services.length === 0 && <Text color="fg.muted">The list of extra services loads once you are online.</Text>}
        {services.map((service) => {
          const allowed = serviceAllowedFor(service, nights);
          const price = `${formatRand(decimalToCents(service.price) ?? 0)}${service.charge === 'day' ? ' per day' : ' per stay'}`;
          return (
            <ChoiceCard
              key={service.id}
              checked={choice.extraServiceIds.includes(service.id)}
              disabled={!allowed && !choice.extraServiceIds.includes(service.id)}
              onChange={(on) => toggle('extraServiceIds', service.id, on)}
            >
              <Flex justify="space-between" gap="3" wrap="wrap">
                <Text as="span" fontWeight="medium">
                  {service.name}
                </Text>
                <Text as="span" color="brand.700">
                  {price}
                </Text>
              </Flex>
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {allowed ? service.description : `Available for stays of ${service.minNights}+ nights only`}
              </Text>
            </ChoiceCard>
          );
        })}
      </ChoiceGroup>
      {transport && (
        <TextAreaField
          label="Pick-up and delivery address"
          name="transportAddress"
          helper="Transport collects your cat here before the stay and brings them home afterwards."
          value={choice.transportAddress ?? ''}
          error={errors.transportAddress}
          rows={2}
          onValueChange={(value) => set('transportAddress', value)}
        />
      )}
      <TextAreaField
        label={noteLabel}
        name="specialRequests"
        value={choice.specialRequests}
        error={errors.specialRequests}
        onValueChange={(value) => set('specialRequests', value)}
      />
    </Stack>
  );
  const price = estimateOf(choice, services);
  const buttons = (
    <Stack gap="3">
      {refusal !== null && (
        <Alert.Root status="error" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The hotel could not accept this booking</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex gap="3" justify={layout === 'dialog' ? 'end' : 'start'} wrap="wrap">
        {actions}
        <Button type="submit" colorPalette="brand" size={layout === 'page' ? 'lg' : 'md'} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </Flex>
    </Stack>
  );

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      {layout === 'page' ? (
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap="8" alignItems="start">
          <Stack gap="6" gridColumn={{ lg: 'span 3' }}>
            {fields}
            {buttons}
          </Stack>
          <Box gridColumn={{ lg: 'span 2' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Estimate choice={choice} price={price} />
          </Box>
        </SimpleGrid>
      ) : (
        <Stack gap="6">
          {fields}
          <Estimate choice={choice} price={price} />
          {buttons}
        </Stack>
      )}
    </form>
  );
}

export const stayDates = (booking: { checkInDate: string; checkOutDate: string }) =>
  `${formatDay(booking.checkInDate)} – ${formatDay(booking.checkOutDate)}`;
