import {
  GOVERNING_LAW,
  MINIMUM_AGE,
  PRODUCT_NAME,
  TERMS_EFFECTIVE_DATE,
  WINNERS_NOTIFIED_WITHIN_HOURS,
} from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ContentPage, ProseSection } from '../components/content-page';
import { pointsPerWinner, prizeSplit, useEntryFee } from '../utils/competition-facts';

export function TermsPage() {
  const { fee } = useEntryFee();
  return (
    <ContentPage eyebrow="Legal" title="Terms of Service" intro={<p>Effective {TERMS_EFFECTIVE_DATE}</p>}>
      <ProseSection title="1. Acceptance of these terms">
        <p>
          By creating an account or entering a competition on {PRODUCT_NAME} you agree to these terms. If you do not
          agree, please do not use the service.
        </p>
      </ProseSection>

      <ProseSection title="2. Eligibility">
        <ul>
          <li>You must be {MINIMUM_AGE} years of age or older.</li>
          <li>You must live in a jurisdiction where skill-based competitions are permitted.</li>
          <li>You must not be an active professional squash player.</li>
          <li>One account per person. Duplicate accounts may be closed and their entries voided.</li>
          <li>Employees of the operating company may not enter paid competitions.</li>
        </ul>
      </ProseSection>

      <ProseSection title="3. A competition of skill">
        <p>
          {PRODUCT_NAME} competitions are decided by the accuracy of your predictions, not by chance. Picks are scored
          as set out in the <Link to={paths.rules.getHref()}>Tournament Rules</Link> ({pointsPerWinner} per correct
          winner, plus a bonus for the right game score).
        </p>
      </ProseSection>

      <ProseSection title="4. Entries, fees and refunds">
        <ul>
          <li>The entry fee for a paid competition is one credit ({fee}) per competition.</li>
          <li>No refunds are given once a competition begins.</li>
          <li>If a tournament is cancelled before it starts, your entry is refunded or credited to your account.</li>
        </ul>
      </ProseSection>

      <ProseSection title="5. Prizes">
        <ul>
          <li>
            The prize pool is split {prizeSplit.winner} to the winner, {prizeSplit.platform} to the platform and{' '}
            {prizeSplit.topFinishersCredit} as credits into the next event for the top {prizeSplit.topFinishersShare} of
            finishers.
          </li>
          <li>Tied finishers share their prize equally.</li>
          <li>Winners are notified within {WINNERS_NOTIFIED_WITHIN_HOURS} hours of the end of the competition.</li>
        </ul>
      </ProseSection>

      <ProseSection title="6. Your account">
        <p>
          Keep your sign-in details to yourself; you are responsible for what happens under your account. We may suspend
          accounts that break these terms, manipulate results or abuse the service.
        </p>
      </ProseSection>

      <ProseSection title="7. Results and liability">
        <p>
          Results come from the official tournament records. We correct errors as soon as we learn of them, and the
          corrected result is final. The service is provided as is; to the extent the law allows, we are not liable for
          losses from outages or delays beyond our control.
        </p>
      </ProseSection>

      <ProseSection title="8. Changes to these terms">
        <p>
          We may update these terms. The effective date above changes when we do, and continuing to use the service
          means you accept the new terms.
        </p>
      </ProseSection>

      <ProseSection title="9. Governing law">
        <p>
          These terms are governed by the laws of {GOVERNING_LAW}, and its courts have jurisdiction over any dispute.
        </p>
      </ProseSection>

      <ProseSection title="10. Contact">
        <p>
          Questions about these terms? <Link to={paths.contact.getHref()}>Contact us</Link>. See also our{' '}
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </p>
      </ProseSection>
    </ContentPage>
  );
}
