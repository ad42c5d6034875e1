import { Box, Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteLink } from '../../components/site-link.tsx';
import { CONTACT } from '../../content/contact.ts';
import { HOME_VISIT } from '../../content/home.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="brass.700">
        {label}
      </Text>
      <Box as="dd" color="fg">
        {children}
      </Box>
    </Stack>
  );
}

/** Phone, e-mail, address and hours, all from CONTACT, in one panel, and the button that books a visit. */
export function VisitDetails() {
  const { labels } = HOME_VISIT;
  return (
    <Stack gap="8" align="start">
      <SimpleGrid
        as="dl"
        columns={{ base: 1, md: 2 }}
        columnGap="10"
        rowGap="6"
        width="full"
        bg="white"
        borderRadius="l3"
        borderWidth="1px"
        borderColor="bg.muted"
        p={{ base: '6', md: '8' }}
      >
        <Detail label={labels.phone}>
          <Link href={CONTACT.phoneLink} color="brand.700" fontWeight="medium" fontSize="lg">
            {CONTACT.phoneDisplay}
          </Link>
        </Detail>
        <Detail label={labels.email}>
          <Link href={`mailto:${CONTACT.email}`} color="brand.700" fontWeight="medium" fontSize="lg" wordBreak="break-word">
            {CONTACT.email}
          </Link>
        </Detail>
        <Detail label={labels.address}>
          <Text>{CONTACT.addressLine}</Text>
        </Detail>
        <Detail label={labels.hours}>
          <Text>{CONTACT.hours}</Text>
          <Text color="fg.muted">{CONTACT.visitingHours}</Text>
        </Detail>
      </SimpleGrid>
      <Button asChild size="lg" colorPalette="brand">
        <SiteLink to="/contact">{HOME_VISIT.cta}</SiteLink>
      </Button>
    </Stack>
  );
}
