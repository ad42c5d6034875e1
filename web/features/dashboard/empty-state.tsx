import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Stack
      gap="3"
      align="center"
      textAlign="center"
      bg="white"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.200"
      borderRadius="l3"
      px="6"
      py="10"
    >
      <Heading as="h3" fontSize="xl" fontFamily="heading" fontWeight="normal" color="brand.800">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {children}
      </Text>
      {action}
    </Stack>
  );
}
