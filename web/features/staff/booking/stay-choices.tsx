import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DeskCat } from '../../../../domain/contracts/desk-stays.ts';
import { isCalendarDate, nightsBetween } from '../../../../domain/dates.ts';
import {
  EXTRA_SERVICES,
  lacksTransportAddress,
  serviceAllowedFor,
  TRANSPORT_ADDRESS_MESSAGE,
  TRANSPORT_SERVICE_ID,
} from '../../../../domain/extra-services.ts';
import { formatRand } from '../../../../domain/money.ts';
import { priceStayBetween } from '../../../../domain/pricing.ts';
import { ChoiceCard } from '../../../components/choice-card.tsx';
import { type FieldErrors, FormField, TextAreaField, TextField } from '../../../components/form-field.tsx';

// The parts of a stay the desk chooses when it books for an owner or changes a stay (issue 31):
// the dates, which of the owner's cats, and which services. The estimate comes from the one price
// authority (DESIGN D9); the server prices the stay again and its answer is the price.

export interface StayChoice {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  /** Asked only while Transport is ticked. */
  transportAddress: string;
}

/** The address Transport goes to, as it is sent: with Transport unticked the stay keeps none. */
export const transportAddressOf = (choice: StayChoice): string =>
  choice.extraServiceIds.includes(TRANSPORT_SERVICE_ID) ? choice.transportAddress : '';

/** Transport without its address is refused at the field before anything is sent, as the server would. */
export function transportAddressRefusal(choice: StayChoice): FieldErrors {
  return lacksTransportAddress(choice.extraServiceIds, choice.transportAddress) ? { transportAddress: TRANSPORT_ADDRESS_MESSAGE } : {};
}

function estimateLine(choice: StayChoice): string | null {
  if (!isCalendarDate(choice.checkInDate) || !isCalendarDate(choice.checkOutDate)) return null;
  if (nightsBetween(choice.checkInDate, choice.checkOutDate) < 1 || choice.catIds.length === 0) return null;
  const services = EXTRA_SERVICES.filter((service) => choice.extraServiceIds.includes(service.id));
  const price = priceStayBetween(choice.checkInDate, choice.checkOutDate, choice.catIds.length, services);
  return `About ${formatRand(price.totalCents)} for ${price.nights} ${price.nights === 1 ? 'night' : 'nights'}; the hotel’s server works out the price when you send it.`;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((kept) => kept !== item));

export function StayChoices({
  choice,
  cats,
  errors,
  disabled,
  checkInLocked,
  onChange,
}: {
  choice: StayChoice;
  /** The owner's cats to choose from. */
  cats: readonly Pick<DeskCat, 'id' | 'name'>[];
  errors: FieldErrors;
  disabled: boolean;
  /** A cat already in the house keeps its check-in day. */
  checkInLocked?: boolean;
  onChange: (choice: StayChoice) => void;
}) {
  const nights =
    isCalendarDate(choice.checkInDate) && isCalendarDate(choice.checkOutDate) ? nightsBetween(choice.checkInDate, choice.checkOutDate) : 0;
  const estimate = estimateLine(choice);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label="Check-in"
          type="date"
          name="checkInDate"
          value={choice.checkInDate}
          readOnly={checkInLocked}
          helper={checkInLocked ? 'The cat is in the house: the check-in day stays.' : undefined}
          error={errors.checkInDate}
          onValueChange={(checkInDate) => onChange({ ...choice, checkInDate })}
        />
        <TextField
          label="Check-out"
          type="date"
          name="checkOutDate"
          value={choice.checkOutDate}
          error={errors.checkOutDate}
          onValueChange={(checkOutDate) => onChange({ ...choice, checkOutDate })}
        />
      </SimpleGrid>
      <FormField label="Cats" error={errors.catIds}>
        {cats.length === 0 ? (
          <Text color="fg.muted">No cats on file: add the owner’s cat first.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" role="group" aria-label="Cats">
            {cats.map((cat) => (
              <ChoiceCard
                key={cat.id}
                checked={choice.catIds.includes(cat.id)}
                disabled={disabled}
                onChange={(on) => onChange({ ...choice, catIds: toggled(choice.catIds, cat.id, on) })}
              >
                {cat.name}
              </ChoiceCard>
            ))}
          </SimpleGrid>
        )}
      </FormField>
      <FormField label="Extra services" error={errors.extraServiceIds}>
        <Stack gap="2" role="group" aria-label="Extra services">
          {EXTRA_SERVICES.map((service) => (
            <ChoiceCard
              key={service.id}
              checked={choice.extraServiceIds.includes(service.id)}
              disabled={disabled || (nights > 0 && !serviceAllowedFor(service, nights) && !choice.extraServiceIds.includes(service.id))}
              onChange={(on) => onChange({ ...choice, extraServiceIds: toggled(choice.extraServiceIds, service.id, on) })}
            >
              {service.name} ({formatRand(service.priceCents)} {service.charge === 'day' ? 'a day' : 'a stay'})
            </ChoiceCard>
          ))}
        </Stack>
      </FormField>
      {choice.extraServiceIds.includes(TRANSPORT_SERVICE_ID) && (
        <TextAreaField
          label="Pick-up and delivery address"
          name="transportAddress"
          helper="Transport collects the cat here before the stay and brings them home afterwards."
          value={choice.transportAddress}
          error={errors.transportAddress}
          rows={2}
          onValueChange={(transportAddress) => onChange({ ...choice, transportAddress })}
        />
      )}
      {estimate !== null && (
        <Text color="fg.muted" aria-live="polite">
          {estimate}
        </Text>
      )}
    </Stack>
  );
}
