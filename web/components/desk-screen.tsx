import { Alert, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// The hotel's records and settings pages (issue 14) inside the desk's frame: their heading, and
// what they show while their route's loader reads from /api/staff or after it failed.

/** A records or settings page: its one h1, a line on what it holds, then the page. */
export function DeskScreen({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800">
          {title}
        </Heading>
        {lead !== undefined && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** Shown while a staff page reads the hotel's records, once the wait is long enough to notice. */
export function Reading() {
  return (
    <Stack align="center" gap="3" py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.700" borderWidth="3px" />
      <Text color="fg.muted">Asking the hotel’s server…</Text>
    </Stack>
  );
}

/**
 * A staff page whose route loader could not read (the settings, which are changed only online): the
 * server's words, and a way to try again. The desk's other screens read through useDeskView and
 * show this phone's copy instead (issue 31).
 */
export function ReadProblem({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Alert.Root status="error" borderRadius="l3" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>The records could not be read</Alert.Title>
        <Alert.Description>{error instanceof Error ? error.message : String(error)}</Alert.Description>
        <Box>
          <Button colorPalette="brand" variant="outline" onClick={() => void router.invalidate()}>
            Try again
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}
