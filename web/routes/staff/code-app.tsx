import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { CodeAppSetup } from '../../features/staff/code-app-setup.tsx';

// Where the desk sends a member whose code app is still to be set up (issue 30): outside the desk's
// layout, since no desk screen opens until it is done. Its calls need the member's session; signed
// out, the server refuses them and the page says so.
export const Route = createFileRoute('/staff/code-app')({ component: CodeAppPage });

function CodeAppPage() {
  return (
    <>
      <PageHead page={PAGES.staffCodeApp} />
      <CodeAppSetup />
    </>
  );
}
