import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from '../playwright-utils';

/*
 * A fan's own identity check on the account page (issue 62, point 6), with the built-in test service: another
 * person's document fails with why; the fan's own verifies them, so a cash prize can be paid to them. In English,
 * French and Arabic, at both widths (the two projects).
 */

const TEXTS = {
  en: {
    locale: 'en-AU',
    section: 'Your identity',
    start: 'Verify your identity',
    checking: 'Your document is being checked',
    someoneElse: "Someone else's document",
    failed: "The document's date of birth isn't the one on your profile.",
    again: 'Try again',
    own: 'My own document',
    verified: 'Your identity is verified',
  },
  fr: {
    locale: 'fr-FR',
    section: 'Votre identité',
    start: 'Vérifier votre identité',
    checking: 'Votre document est en cours de vérification',
    someoneElse: "Le document de quelqu'un d'autre",
    failed: "La date de naissance du document n'est pas celle de votre profil.",
    again: 'Réessayer',
    own: 'Mon propre document',
    verified: 'Votre identité est vérifiée',
  },
  ar: {
    locale: 'ar-EG',
    section: 'هويتك',
    start: 'وثّق هويتك',
    checking: 'يجري فحص مستندك',
    someoneElse: 'مستند شخص آخر',
    failed: 'تاريخ الميلاد في المستند ليس التاريخ المسجّل في ملفك.',
    again: 'حاول مجددًا',
    own: 'مستندي أنا',
    verified: 'هويتك موثّقة',
  },
} as const;

for (const [lang, words] of Object.entries(TEXTS)) {
  test.describe(() => {
    test.use({ locale: words.locale });

    test(`@layout a fan verifies their identity: another's document fails, their own verifies, in ${lang}`, async ({
      page,
      login,
    }, testInfo) => {
      await login();
      await page.goto('/account');
      const section = page.getByRole('region', { name: words.section });
      await section.getByRole('button', { name: words.start }).click();
      await expect(section).toContainText(words.checking);
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `identity-pending-${lang}`, { fullPage: false });
      await section.getByRole('button', { name: words.someoneElse }).click();
      await expect(section).toContainText(words.failed);
      await section.getByRole('button', { name: words.again }).click();
      await section.getByRole('button', { name: words.own }).click();
      await expect(section.getByRole('status')).toContainText(words.verified);
      await expect(section.getByRole('button', { name: words.again })).toHaveCount(0);
      await saveScreenshot(page, testInfo, `identity-verified-${lang}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page, testInfo, `identity-${lang}`);
    });
  });
}
