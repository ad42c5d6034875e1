import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the confirm, payment and thank-you pages: the dashboard's teal band, then the page. */
export function DepositPage({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Box bg="brand.800" color="white" pt={{ base: '8', md: '12' }} pb={{ base: '6', md: '8' }}>
        <Container maxW="3xl">
          <Stack gap="3">
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="brass.200" fontWeight="semibold">
              {eyebrow}
            </Text>
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="normal" lineHeight="1.15">
              {title}
            </Heading>
            {lead !== undefined && <Text color="brand.50">{lead}</Text>}
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">{children}</Stack>
      </Container>
    </>
  );
}

/** A white panel with an h2, the pages' one kind of section. */
export function Panel({ title, children, tone = 'white' }: { title: string; children: ReactNode; tone?: 'white' | 'muted' }) {
  return (
    <Stack
      as="section"
      gap="4"
      bg={tone === 'white' ? 'white' : 'bg.subtle'}
      borderWidth="1px"
      borderColor="bg.muted"
      borderRadius="l3"
      px={{ base: '4', md: '6' }}
      py={{ base: '5', md: '6' }}
    >
      <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="normal" color="brand.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
