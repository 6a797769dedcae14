// What the site's frame shares with the features' pages.

export { SocialIcon } from './components/social-icon';
export { LanguageSwitcher } from './language/language-switcher';
