import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  GOVERNING_LAW,
  GOVERNING_LAW_PLACE,
  MINIMUM_AGE,
  nameOfPlace,
  PRODUCT_NAME,
  TERMS_EFFECTIVE_DATE,
  TERMS_EFFECTIVE_ON,
  WINNERS_NOTIFIED_WITHIN_HOURS,
} from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCalendarDay } from '@/lib/format';
import { currentIntlLocale, currentLocale } from '@/lib/i18n';
import { ContentPage, ProseSection } from '../components/content-page';
import { pointsPerWinner, prizeSplit, useEntryFee } from '../utils/competition-facts';

export function TermsPage() {
  const { fee } = useEntryFee();
  const effective =
    currentLocale() === 'en'
      ? TERMS_EFFECTIVE_DATE
      : formatCalendarDay(TERMS_EFFECTIVE_ON, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <ContentPage
      eyebrow={t`Legal`}
      title={t`Terms of Service`}
      intro={
        <p>
          <Trans>Effective {effective}</Trans>
        </p>
      }
    >
      <ProseSection title={t`1. Acceptance of these terms`}>
        <p>
          <Trans>
            By creating an account or entering a competition on {PRODUCT_NAME} you agree to these terms. If you do not
            agree, please do not use the service.
          </Trans>
        </p>
      </ProseSection>

      <ProseSection title={t`2. Eligibility`}>
        <ul>
          <li>
            <Trans>You must be {MINIMUM_AGE} years of age or older.</Trans>
          </li>
          <li>
            <Trans>You must live in a jurisdiction where skill-based competitions are permitted.</Trans>
          </li>
          <li>
            <Trans>You must not be an active professional squash player.</Trans>
          </li>
          <li>
            <Trans>One account per person. Duplicate accounts may be closed and their entries voided.</Trans>
          </li>
          <li>
            <Trans>Employees of the operating company may not enter paid competitions.</Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`3. A competition of skill`}>
        <p>
          <Trans>
            {PRODUCT_NAME} competitions are decided by the accuracy of your predictions, not by chance. Picks are scored
            as set out in the <Link to={paths.rules.getHref()}>Tournament Rules</Link> ({pointsPerWinner()} per correct
            winner, plus a bonus for the right game score).
          </Trans>
        </p>
      </ProseSection>

      <ProseSection title={t`4. Entries, fees and refunds`}>
        <ul>
          <li>
            <Trans>The entry fee for a paid competition is one credit ({fee}) per competition.</Trans>
          </li>
          <li>
            <Trans>No refunds are given once a competition begins.</Trans>
          </li>
          <li>
            <Trans>
              If a tournament is cancelled before it starts, your entry is refunded or credited to your account.
            </Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`5. Prizes`}>
        <ul>
          <li>
            <Trans>
              The prize pool is split {prizeSplit.winner} to the winner, {prizeSplit.platform} to the platform and{' '}
              {prizeSplit.topFinishersCredit} as credits into the next event for the top {prizeSplit.topFinishersShare}{' '}
              of finishers.
            </Trans>
          </li>
          <li>
            <Trans>Tied finishers share their prize equally.</Trans>
          </li>
          <li>
            <Trans>
              Winners are notified within {WINNERS_NOTIFIED_WITHIN_HOURS} hours of the end of the competition.
            </Trans>
          </li>
        </ul>
      </ProseSection>

      <AccountToContact />
    </ContentPage>
  );
}

/** Sections 6 to 10: the account, results, changes, the law and contact. */
function AccountToContact() {
  // The spec's words in English; the place's name in the reader's language elsewhere.
  const governingLaw = currentLocale() === 'en' ? GOVERNING_LAW : nameOfPlace(GOVERNING_LAW_PLACE, currentIntlLocale());
  return (
    <>
      <ProseSection title={t`6. Your account`}>
        <p>
          <Trans>
            Keep your sign-in details to yourself; you are responsible for what happens under your account. We may
            suspend accounts that break these terms, manipulate results or abuse the service.
          </Trans>
        </p>
      </ProseSection>

      <ProseSection title={t`7. Results and liability`}>
        <p>
          <Trans>
            Results come from the official tournament records. We correct errors as soon as we learn of them, and the
            corrected result is final. The service is provided as is; to the extent the law allows, we are not liable
            for losses from outages or delays beyond our control.
          </Trans>
        </p>
      </ProseSection>

      <ProseSection title={t`8. Changes to these terms`}>
        <p>
          <Trans>
            We may update these terms. The effective date above changes when we do, and continuing to use the service
            means you accept the new terms.
          </Trans>
        </p>
      </ProseSection>

      <ProseSection title={t`9. Governing law`}>
        <p>
          <Trans>
            These terms are governed by the laws of {governingLaw}, and its courts have jurisdiction over any dispute.
          </Trans>
        </p>
      </ProseSection>

      <ProseSection title={t`10. Contact`}>
        <p>
          <Trans>
            Questions about these terms? <Link to={paths.contact.getHref()}>Contact us</Link>. See also our{' '}
            <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
          </Trans>
        </p>
      </ProseSection>
    </>
  );
}
