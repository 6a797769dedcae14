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

      <ProseSection title={t`Your Rights`}>
        <ul>
          <li>
            <Trans>See the personal information we hold about you, and have it corrected.</Trans>
          </li>
          <li>
            <Trans>Ask us to delete your account and your personal information.</Trans>
          </li>
          <li>
            <Trans>Change your email preferences at any time from your account.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            To use any of these rights, <Link to={paths.contact.getHref()}>contact us</Link>. See also our{' '}
            <Link to={paths.terms.getHref()}>Terms of Service</Link>.
          </Trans>
        </p>
      </ProseSection>
    </ContentPage>
  );
}
