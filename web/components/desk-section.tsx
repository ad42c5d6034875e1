import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled card of a staff page (a booking's price, payments and history; an owner's cats; each
 * setting), shared by the hotel's records and settings screens.
 */
export function DeskSection({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} bg="white" borderColor="bg.muted" borderRadius="l3">
      <Card.Header pb="0">
        <Stack gap="1">
          <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal" color="brand.800">
            {title}
          </Heading>
          {lead !== undefined && <Text color="fg.muted">{lead}</Text>}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
