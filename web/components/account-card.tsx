import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The card an account is made or opened in: whose account it is, the screen's title and lead. */
export function AccountCard({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Card.Root bg="white" borderColor="bg.muted" borderRadius="l3" shadow="sm">
      <Card.Header gap="2" pb="2">
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="brass.700" fontWeight="semibold">
          {eyebrow}
        </Text>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal" color="brand.800">
          {title}
        </Heading>
        <Text color="fg.muted">{lead}</Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
