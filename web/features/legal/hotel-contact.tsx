import { Box, Grid, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CONTACT, chatLink } from '../../content/contact.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm" pt={{ md: '0.5' }}>
        {label}
      </Text>
      <Box as="dd" color="fg" minW="0" mb={{ base: '3', md: '0' }} _last={{ mb: '0' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * How to reach the hotel about a legal question: the details the footer shows, as a card. The chat
 * opens with the page's own question already typed.
 */
export function HotelContact({ chatMessage }: { chatMessage: string }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: 'minmax(0, 1fr)', md: '6rem minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '1', md: '3' }}
      bg="white"
      borderWidth="1px"
      borderColor="bg.muted"
      borderRadius="l3"
      p={{ base: '5', md: '6' }}
      fontSize="md"
      lineHeight="1.5"
    >
      <Detail label="Phone">
        <Link href={CONTACT.phoneLink} color="brand.700" fontWeight="semibold">
          {CONTACT.phoneDisplay}
        </Link>
      </Detail>
      <Detail label="E-mail">
        <Link href={`mailto:${CONTACT.email}`} color="brand.700" fontWeight="semibold" wordBreak="break-word">
          {CONTACT.email}
        </Link>
      </Detail>
      <Detail label="Chat">
        <Link href={chatLink(chatMessage)} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
          Message us on WhatsApp <span aria-hidden="true">↗</span>
        </Link>
      </Detail>
      <Detail label="Address">
        {CONTACT.name}, {CONTACT.addressLine}, {CONTACT.address.country}
      </Detail>
      <Detail label="Hours">
        {CONTACT.hours}. {CONTACT.visitingHours}.
      </Detail>
    </Grid>
  );
}
