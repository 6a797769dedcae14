import { PRODUCT_NAME } from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ContentPage, ProseSection } from '../components/content-page';

export function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={`What ${PRODUCT_NAME} collects about you, why, and what you can ask us to do with it.`}
    >
      <ProseSection title="Information We Collect">
        <ul>
          <li>
            <strong>Account details:</strong> your email address, username and password (stored only as a secure hash).
          </li>
          <li>
            <strong>Your play:</strong> the picks you make, your entries, scores, ranks and prizes.
          </li>
          <li>
            <strong>Payments:</strong> the credits you buy and use. Card details go straight to our payment provider; we
            never see or store them.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form.
          </li>
          <li>
            <strong>Technical data:</strong> the session cookie that keeps you signed in, and your theme choice, stored
            in your browser.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="How We Use Your Information">
        <ul>
          <li>To run competitions: record your picks, score them, rank entries and pay prizes.</li>
          <li>To manage your account and credits, and to answer your messages.</li>
          <li>
            To send you the emails you choose: account emails always, tournament updates and results only if you opt in.
          </li>
          <li>To keep the service secure and fair, for example to detect duplicate accounts.</li>
        </ul>
      </ProseSection>

      <ProseSection title="Information Sharing">
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>with the payment provider that processes your card payments;</li>
          <li>with the email service that delivers our messages;</li>
          <li>publicly, as your username, rank, score and points on leaderboards;</li>
          <li>when the law requires it.</li>
        </ul>
      </ProseSection>

      <ProseSection title="Your Rights">
        <ul>
          <li>See the personal information we hold about you, and have it corrected.</li>
          <li>Ask us to delete your account and your personal information.</li>
          <li>Change your email preferences at any time from your account.</li>
        </ul>
        <p>
          To use any of these rights, <Link to={paths.contact.getHref()}>contact us</Link>. See also our{' '}
          <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </p>
      </ProseSection>
    </ContentPage>
  );
}
