import { Box, Text } from '@chakra-ui/react';
import type { PhotoFile, StayPhotoView } from '../../domain/stay-photos.ts';

// A photo of a cat's stay (issue 34), read through the app's own addresses with the session's
// cookie: the owner's for their cats, the desk's for every cat. The server made each in WebP and
// JPEG, small and large; the browser picks what it can show at the width it needs, and keeps it
// (the addresses never change what they answer), so a photo seen once opens again offline.

const SIDES = { owner: '/api/photos', desk: '/api/staff/photos' } as const;

export function photoFile(side: keyof typeof SIDES, id: string, file: PhotoFile): string {
  return `${SIDES[side]}/${encodeURIComponent(id)}/${file}`;
}

export function StayPhoto({
  photo,
  side,
  alt,
  showCaption = true,
}: {
  photo: StayPhotoView;
  side: keyof typeof SIDES;
  alt: string;
  showCaption?: boolean;
}) {
  const sizes = '(min-width: 1024px) 480px, 100vw';
  return (
    <Box as="figure" m="0">
      <picture>
        <source
          type="image/webp"
          sizes={sizes}
          srcSet={`${photoFile(side, photo.id, 'small.webp')} 480w, ${photoFile(side, photo.id, 'large.webp')} 1280w`}
        />
        <source
          type="image/jpeg"
          sizes={sizes}
          srcSet={`${photoFile(side, photo.id, 'small.jpg')} 480w, ${photoFile(side, photo.id, 'large.jpg')} 1280w`}
        />
        <Box asChild w="full" maxW="480px" h="auto" borderRadius="l2" bg="bg.muted">
          <img src={photoFile(side, photo.id, 'small.jpg')} alt={alt} width={photo.width} height={photo.height} loading="lazy" />
        </Box>
      </picture>
      {showCaption && photo.caption !== '' && (
        <Text as="figcaption" mt="1">
          {photo.caption}
        </Text>
      )}
    </Box>
  );
}
