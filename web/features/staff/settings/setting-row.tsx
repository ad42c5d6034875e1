import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One item of a settings list: what it is, a line about it, and what can be done to it. */
export function SettingRow({ title, detail, action }: { title: ReactNode; detail: ReactNode; action?: ReactNode }) {
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap" bg="bg.subtle" borderRadius="l2" px="4" py="3">
      <Box minW="0">
        <Box fontWeight="semibold" overflowWrap="anywhere">
          {title}
        </Box>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {detail}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}
