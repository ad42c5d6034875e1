import { Accordion, Heading, Text } from '@chakra-ui/react';
import type { FaqItem } from '../../content/faq.ts';

/**
 * The questions as an accordion in which any number of answers can be open at once: an owner
 * comparing the vaccination and what-to-bring answers should not lose one to read the other.
 * Each trigger is a button inside an h3, so headings and keyboard (Tab, Enter, Space, arrows,
 * Home, End) work as the WAI-ARIA accordion pattern describes.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root multiple collapsible variant="enclosed" colorPalette="brand" bg="white" borderColor="bg.muted" borderRadius="l3">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`question-${index + 1}`}>
          <Heading as="h3" fontSize="inherit" fontWeight="inherit" lineHeight="inherit">
            <Accordion.ItemTrigger
              py="4"
              fontFamily="body"
              fontSize={{ base: 'md', md: 'lg' }}
              fontWeight="semibold"
              color="brand.800"
              cursor="pointer"
              _hover={{ bg: 'brand.50' }}
            >
              <Text as="span" flex="1">
                {item.question}
              </Text>
              <Accordion.ItemIndicator color="brand.600" />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" fontSize="md" lineHeight="tall" pt="0" pb="5" maxW="70ch">
              {item.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
