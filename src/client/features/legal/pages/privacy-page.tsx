import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { LegalPage, LegalSection } from '../components/legal-page';

const linkClass = 'font-medium text-accent underline underline-offset-2 hover:text-accent-strong';

/** Privacy Policy for a self-hosted Inkforge installation: what is stored, why, and your rights. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 January 2025" icon={ShieldCheck}>
      <LegalSection title="1. Who is responsible">
        <p>
          This Inkforge installation is run by its <strong>operator</strong>, who is responsible for your
          data. Your data is stored on the operator's own servers (or storage they rent) and is not sent to
          the authors of the Inkforge software.
        </p>
      </LegalSection>
      <LegalSection title="2. What we store">
        <ul>
          <li>
            <strong>Your account:</strong> username, e-mail address, a securely hashed password (never the
            password itself), your bio, profile picture, aliases, subscription tier and experience points.
          </li>
          <li>
            <strong>Your content:</strong> stories and chapters, characters, worlds, templates, reviews,
            comments, group and event memberships, bookmarks and reading progress.
          </li>
          <li>
            <strong>Security records:</strong> your active sign-in sessions, with the time they were created,
            so you can stay signed in and so abuse can be stopped.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Cookies and local storage">
        <p>
          We set one kind of cookie: a session cookie that keeps you signed in. It cannot be read by scripts
          and is never used for anything else. Your browser also remembers your chosen theme and view on your
          own device. There are no advertising cookies.
        </p>
      </LegalSection>
      <LegalSection title="4. No tracking">
        <p>
          There are no analytics services, tracking pixels, advertising networks or third-party fonts and
          scripts. The statistics you see in the app (views, ratings, reading streaks) are counted inside
          Inkforge and never leave it.
        </p>
      </LegalSection>
      <LegalSection title="5. Who can see what">
        <p>
          Private work is visible only to you and the collaborators you invite. Published stories, public
          characters and worlds, your reviews, your username and profile are visible to other users. E-mails
          are sent only for your account: confirming your address and resetting your password.
        </p>
      </LegalSection>
      <LegalSection title="6. AI assistance">
        <p>
          The writing assistant runs only when you ask it to, on the AI model this installation&apos;s
          operator chose: on their own servers, or a hosted service they name. For each request it sends the
          story&apos;s title and summary, the chapter text up to your cursor or the passage you selected, and
          the pages of the characters you may read (your own or public ones), the story&apos;s world when you
          may read it (to describe a place or suggest names) and, for a recap, the chapters so far. A
          consistency check sends the chapter and the pages you may read of its world and the characters it
          names; a question about the story sends your question and the few passages of the story&apos;s
          chapters and readable world and character pages that match it best. Never another user&apos;s
          private characters, worlds or stories. Inkforge keeps only a count of your generations (their kind,
          when, and how long), not the text. You can turn AI assistance off for your stories in Settings &gt;
          Privacy, and the operator can turn it off for everyone.
        </p>
      </LegalSection>
      <LegalSection title="7. Export and deletion">
        <p>
          You can edit or delete your content at any time. You can ask the operator for a copy of all data
          held about you, in a common machine-readable format, and to delete your account; deletion removes
          your account, your private work and your sessions. Published work that others have built on may be
          kept only with your name removed if you ask.
        </p>
      </LegalSection>
      <LegalSection title="8. Contact">
        <p>
          For questions, a copy of your data or deletion, contact the operator of this installation at the
          address they have published for it. See also the{' '}
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
