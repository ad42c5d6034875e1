import { Alert, Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A search that found nothing, with a hint on what to try. */
export function NoMatch({ children }: { children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderStyle="dashed" borderColor="brand.200" borderRadius="l3" px="6" py="10" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}

/** The server sends at most 50 of a search; it says when more matched. */
export function MoreResults() {
  return (
    <Alert.Root status="info" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Title>More results: narrow the search to see them.</Alert.Title>
    </Alert.Root>
  );
}
