import { LinkBox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A row of a record list that opens the record: the whole row is the tap target (the link inside
 * stretches over it with LinkOverlay), big enough for a thumb in the cattery.
 */
export function RecordRow({ children }: { children: ReactNode }) {
  return (
    <LinkBox
      as="li"
      bg="white"
      borderWidth="1px"
      borderColor="bg.muted"
      borderRadius="l3"
      px="4"
      py="3"
      _hover={{ borderColor: 'brand.300' }}
      _focusWithin={{ borderColor: 'brand.500' }}
    >
      {children}
    </LinkBox>
  );
}
