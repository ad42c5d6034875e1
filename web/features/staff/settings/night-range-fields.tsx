import { SimpleGrid } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form-field.tsx';

type FieldOf = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onValueChange'>;

/** First and last night of a setting, both included: one night is the same date twice. */
export function NightRangeFields({ firstNight, lastNight }: { firstNight: FieldOf; lastNight: FieldOf }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField label="First night" type="date" required size="lg" {...firstNight} />
      <TextField label="Last night" type="date" required size="lg" helper="The same date for one night" {...lastNight} />
    </SimpleGrid>
  );
}
