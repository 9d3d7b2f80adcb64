// The footer's four pages, loaded together in one chunk on the first visit of any of them.
export { AboutPage } from './about-page';
export { ContactPage } from './contact-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
