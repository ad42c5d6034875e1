import { Blockquote, SimpleGrid, Text } from '@chakra-ui/react';
import { HOME_TESTIMONIALS } from '../../content/home.ts';

/** Three owners in their own words: a figure each, the quote first, then who said it and about whom. */
export function GuestTestimonials() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {HOME_TESTIMONIALS.items.map((testimonial) => (
        <Blockquote.Root
          key={testimonial.ownerFirstName}
          variant="plain"
          bg="white"
          borderRadius="l3"
          borderWidth="1px"
          borderColor="bg.muted"
          borderTopWidth="4px"
          borderTopColor="brass.400"
          p="6"
          gap="5"
          justifyContent="space-between"
        >
          <Blockquote.Content fontSize="md" lineHeight="1.7" color="fg">
            <Text as="span" aria-hidden="true" display="block" fontFamily="heading" fontSize="5xl" lineHeight="0.6" color="brass.500" mt="3">
              “
            </Text>
            {testimonial.quote}
          </Blockquote.Content>
          <Blockquote.Caption color="fg.muted" fontSize="sm">
            <Text as="span" display="block" fontWeight="semibold" color="brand.800">
              {testimonial.ownerFirstName}, {testimonial.suburb}
            </Text>
            {testimonial.catName}’s owner
          </Blockquote.Caption>
        </Blockquote.Root>
      ))}
    </SimpleGrid>
  );
}
