import { Button, HStack } from '@chakra-ui/react';

/** A desk form's two buttons: send it, or go back without sending; both wait while it is being sent. */
export function SendOrBack({ label, busy, onBack }: { label: string; busy: boolean; onBack: () => void }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
        {label}
      </Button>
      <Button variant="ghost" colorPalette="brand" size="lg" disabled={busy} onClick={onBack}>
        Back
      </Button>
    </HStack>
  );
}
