import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of each dashboard tab: its title, a line on what it is for, and its main action. */
export function TabHeading({ title, lead, action }: { title: string; lead: string; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
      <Box>
        <Heading as="h2" fontSize="2xl" fontWeight="normal" color="brand.800">
          {title}
        </Heading>
        <Text color="fg.muted">{lead}</Text>
      </Box>
      {action}
    </Flex>
  );
}
