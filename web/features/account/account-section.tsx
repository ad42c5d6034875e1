import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One of Profile's account sections (issue 16): a card with its heading, what it does, and the offline word. */
export function AccountSection({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Card.Root bg="white" borderColor="bg.muted" borderRadius="l3" maxW="3xl">
      <Card.Body>
        <Stack gap="4">
          <Box>
            <Heading as="h3" fontSize="xl" fontWeight="normal" color="brand.800">
              {title}
            </Heading>
            <Text color="fg.muted">{lead}</Text>
          </Box>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
