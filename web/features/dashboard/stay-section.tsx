import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled part of a stay's page: the stay, the bill, the diary, the requests, the history. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} bg="white" borderColor="bg.muted" borderRadius="l3">
      <Card.Body gap="4">
        <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal" color="brand.800">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
