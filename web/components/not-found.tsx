import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { NOT_FOUND_PAGE } from '../content/pages.ts';
import { PageHead } from './page-head.tsx';

/** Any address no route answers; the heading and line are the specification's own words. */
export function NotFound() {
  return (
    <Container maxW="3xl" py="24">
      <PageHead page={NOT_FOUND_PAGE} />
      <Stack gap="5" align="start">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800" fontWeight="normal">
          404 Page Not Found
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Did you forget to add the page to the router?
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Back to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
