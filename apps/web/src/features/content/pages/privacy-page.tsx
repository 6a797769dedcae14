import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ContentPage, ProseSection } from '../components/content-page';

export function PrivacyPage() {
  return (
    <ContentPage
      eyebrow={t`Legal`}
      title={t`Privacy Policy`}
      intro={t`What ${PRODUCT_NAME} collects about you, why, and what you can ask us to do with it.`}
    >
      <ProseSection title={t`Information We Collect`}>
        <ul>
          <li>
            <Trans>
              <strong>Account details:</strong> your email address, username and password (stored only as a secure
              hash).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your play:</strong> the picks you make, your entries, scores, ranks and prizes.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payments:</strong> the credits you buy and use. Card details go straight to our payment provider;
              we never see or store them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Paid play:</strong> your date of birth and where you live, which we check against the country you
              connect from and your card's country; your deposit limits, breaks and exclusions.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Messages:</strong> what you send us through the contact form.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical data:</strong> the session cookie that keeps you signed in, and your theme choice,
              stored in your browser.
            </Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`How We Use Your Information`}>
        <ul>
          <li>
            <Trans>To run competitions: record your picks, score them, rank entries and pay prizes.</Trans>
          </li>
          <li>
            <Trans>To manage your account and credits, and to answer your messages.</Trans>
          </li>
          <li>
            <Trans>
              To send you the emails you choose: account emails always, tournament updates and results only if you opt
              in.
            </Trans>
          </li>
          <li>
            <Trans>To keep the service secure and fair, for example to detect duplicate accounts.</Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`Information Sharing`}>
        <p>
          <Trans>We do not sell your personal information. We share it only:</Trans>
        </p>
        <ul>
          <li>
            <Trans>with the payment provider that processes your card payments;</Trans>
          </li>
          <li>
            <Trans>with the email service that delivers our messages;</Trans>
          </li>
          <li>
            <Trans>publicly, as your username, rank, score and points on leaderboards;</Trans>
          </li>
          <li>
            <Trans>when the law requires it.</Trans>
          </li>
        </ul>
      </ProseSection>

      <YourRightsSection />
    </ContentPage>
  );
}

/** How a fan uses each right (issue 62, point 7): most from the account page's 'Your data'. */
function YourRightsSection() {
  return (
    <ProseSection title={t`Your Rights`}>
      <ul>
        <li>
          <Trans>
            <strong>See your data:</strong> download everything we keep about you, in one file, from{' '}
            <Link to={paths.accountData.getHref()}>Your data</Link> on your account page.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Correct it:</strong> change your username, date of birth, country and preferences on your account
            page; for anything else, <Link to={paths.contact.getHref()}>contact us</Link>.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Close your account:</strong> from the same place, confirmed with your password. Your sign-ins end on
            every device, your email, names, date of birth and place are erased, and your name leaves every public page.
            Records of payments, credits and prizes are kept, anonymised, for as long as the law requires. Credits still
            held are lost, so the page tells you first; an account with a cash prize still to be paid closes once it is
            paid.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Stop our messages:</strong> change your email and notification preferences at any time from your
            account.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          A break or self-exclusion you took stays in force if you close your account and open a new one. For anything
          else, <Link to={paths.contact.getHref()}>contact us</Link>. See also our{' '}
          <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </Trans>
      </p>
    </ProseSection>
  );
}
