import { Button, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { useOnline } from '../../components/online.ts';
import { notify } from '../../components/toaster.tsx';
import { downloadMyData } from './account-control-api.ts';
import { AccountSection } from './account-section.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** Saves `file` under `name` the way a download link would. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Profile's "Your data" (POPIA): a copy of everything the hotel holds, and deleting the account. */
export function YourDataSection() {
  const online = useOnline();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { file, name } = await downloadMyData();
      saveFile(file, name);
    } catch (error) {
      notify('Could not download', error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AccountSection
      title="Your data"
      lead="Download a file of everything we hold about you: your profile, cats, bookings, payments and what you agreed to. Or delete your account."
    >
      <OfflineNotice why="Downloading your data and deleting your account need an internet connection." />
      <Wrap gap="3">
        <Button colorPalette="brand" variant="outline" loading={downloading} disabled={!online} onClick={() => void download()}>
          Download My Data
        </Button>
        <Button colorPalette="red" variant="outline" disabled={!online} onClick={() => setDeleting(true)}>
          Delete My Account
        </Button>
      </Wrap>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </AccountSection>
  );
}
