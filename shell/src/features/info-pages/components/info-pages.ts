// The footer's four pages, loaded together in one chunk on the first visit of any of them, with
// their words.
import { withInfoPagesIntl } from '../info-pages-intl';
import { AboutPage as About } from './about-page';
import { ContactPage as Contact } from './contact-page';
import { PrivacyPage as Privacy } from './privacy-page';
import { TermsPage as Terms } from './terms-page';

export const AboutPage = withInfoPagesIntl(About);
export const ContactPage = withInfoPagesIntl(Contact);
export const PrivacyPage = withInfoPagesIntl(Privacy);
export const TermsPage = withInfoPagesIntl(Terms);
