import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { YourDataSection } from './your-data-section.tsx';

/**
 * The owner's control of the account (issue 16): password, e-mail address, the owner's data and
 * deleting the account. The dashboard's Profile shows them below the details; the route puts them
 * there, so the dashboard need not know the account feature.
 */
export function AccountControls({ email }: { email: string }) {
  return (
    <>
      <PasswordSection />
      <EmailSection email={email} />
      <YourDataSection />
    </>
  );
}
