// What the site's frame shares with the features' pages.
export { LanguageSwitcher } from './language/language-switcher';
