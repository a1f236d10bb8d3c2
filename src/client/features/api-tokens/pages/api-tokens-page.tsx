import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, KeyRound, Plus } from 'lucide-react';
import type { CreatedApiToken } from '@common/schemas/api-tokens';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { CreateTokenForm } from '../components/create-token-form';
import { NewTokenSecret } from '../components/new-token-secret';
import { TokenList } from '../components/token-list';

/**
 * /settings/tokens 'API tokens' (linked from Profile → Settings): create a personal token (its
 * secret shown once), see each token's use, revoke. Scripts send it as `Authorization: Bearer`.
 */
export default function ApiTokensPage() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // After Done the form comes back where the secret was: the focus goes to it, not to the page.
  const [doneOnce, setDoneOnce] = useState(false);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="API tokens"
        description="Personal tokens let your own scripts use the Inkforge API as you, without your password. Send one as 'Authorization: Bearer <token>'."
        icon={KeyRound}
        eyebrow={
          <Link
            to="/profile"
            className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to profile
          </Link>
        }
      />
      <div className="grid gap-6">
        <Panel title="Create a token" icon={Plus}>
          {created ? (
            <NewTokenSecret
              token={created}
              onDone={() => {
                setCreated(null);
                setDoneOnce(true);
              }}
            />
          ) : (
            <CreateTokenForm onCreated={setCreated} focusName={doneOnce} />
          )}
        </Panel>
        <Panel title="Your tokens" icon={KeyRound}>
          <TokenList />
        </Panel>
      </div>
    </div>
  );
}
