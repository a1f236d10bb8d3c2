import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import { LegalPage, LegalSection } from '../components/legal-page';

const linkClass = 'font-medium text-accent underline underline-offset-2 hover:text-accent-strong';

/** Terms of Service for a self-hosted Inkforge installation. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 January 2025" icon={ScrollText}>
      <LegalSection title="1. Who runs this service">
        <p>
          Inkforge is self-hosted software. This installation is run by its <strong>operator</strong>: the
          person or organisation that set it up on their own server. These terms are an agreement between you
          and the operator; the authors of the Inkforge software are not a party to it and do not see your
          account or your content.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <p>
          You need an account to write, collaborate, review or keep reading progress. Give a real e-mail
          address, keep your password to yourself, and tell the operator if you think someone else has used
          your account. You must be old enough to agree to these terms where you live.
        </p>
      </LegalSection>
      <LegalSection title="3. Your content stays yours">
        <p>
          You own the stories, characters, worlds, templates, reviews and comments you create. By posting them
          you allow the operator to store them and show them to the people you choose: only you for private
          work, your collaborators or group for shared work, and everyone for anything you publish. You can
          unpublish or delete your work at any time.
        </p>
      </LegalSection>
      <LegalSection title="4. Fair use of the forge">
        <ul>
          <li>Post only what you have the right to share, and credit the templates you build on.</li>
          <li>No harassment, hate, threats, or content that is illegal where the operator is based.</li>
          <li>No spam, scraping, or attempts to break into accounts or the service itself.</li>
          <li>Respect your collaborators: shared sessions belong to everyone invited to them.</li>
        </ul>
        <p>The operator may remove content or suspend accounts that break these rules.</p>
      </LegalSection>
      <LegalSection title="5. Plans and payments">
        <p>
          Free plans cost nothing. Where the operator offers paid plans, the price is shown before you pay,
          plans can be changed or cancelled at any time, and paid plans come with a 30-day money-back
          guarantee.
        </p>
      </LegalSection>
      <LegalSection title="6. No warranty">
        <p>
          The service is provided as it is. The operator works to keep it running and your work safe, but
          cannot promise it will never be unavailable or lose data: keep copies of anything you cannot afford
          to lose.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes and contact">
        <p>
          The operator may update these terms and will say so on this page. How your data is handled is
          described in the{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          . For any question, contact the operator of this installation at the address they have published for
          it.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
