import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BulletList, InfoArticle, Paragraphs } from './info-article';

// Every sentence of /terms, whole, one message each.
const messages = defineMessages({
  title: {
    defaultMessage: 'Terms of Use',
    id: 'tTis4E',
    description: 'Terms page: its heading and browser tab title',
  },
  informationService: {
    defaultMessage:
      'WatchWhere is an information service. It tells you where titles can be watched; it does not stream, rent or sell any title itself, and what you pay a streaming service is between you and that service.',
    id: 'Df2OZ9',
    description: 'Terms page: first paragraph, what the service is and is not',
  },
  outOfDate: {
    defaultMessage:
      'Where a title streams changes often. What this site shows can be out of date, or, on a sample catalog, made up for trying the app: check on the service before you subscribe, rent or buy.',
    id: '1g8OSg',
    description: 'Terms page: second paragraph, that the data can be out of date or made up',
  },
  plus: {
    defaultMessage:
      'Plus is sold only where this site offers a way to pay for it; what it includes and what it costs are on the plans page.',
    id: 'PVk1Hb',
    description: 'Terms page: third paragraph, about the paid plan (Plus is its brand name)',
  },
  deleteAccount: {
    defaultMessage: 'You can delete your account, and everything kept with it, at any time.',
    id: 'dIY5he',
    description: 'Terms page: fourth paragraph',
  },
  owners: {
    defaultMessage:
      'Titles, names, posters and logos belong to their owners. The About page names where the data comes from.',
    id: 'pqH+vv',
    description: 'Terms page: fifth paragraph, on ownership of titles, names, posters and logos',
  },
  linksLabel: {
    defaultMessage: 'Related pages',
    id: 'HeL/bC',
    description: 'Terms page: name of the list of links to related pages (read by screen readers)',
  },
  plansLink: {
    defaultMessage: 'Plans',
    id: 'wjU94n',
    description: 'Terms page: link to the plans page (free and paid plans)',
  },
  privacyLink: {
    defaultMessage: 'What we keep, and how to delete it',
    id: 'zWVVPQ',
    description: 'Terms page: link to the privacy page',
  },
  aboutLink: {
    defaultMessage: 'About WatchWhere and its data',
    id: 'K7YsSX',
    description: 'Terms page: link to the About page',
  },
});

const LINKS = [
  { to: '/plans', label: messages.plansLink },
  { to: '/privacy', label: messages.privacyLink },
  { to: '/about', label: messages.aboutLink },
] as const;

/** /terms: short, and only what something in the app backs. */
export function TermsPage() {
  const intl = useIntl();
  return (
    <InfoArticle title={intl.formatMessage(messages.title)}>
      <Paragraphs
        lines={[
          intl.formatMessage(messages.informationService),
          intl.formatMessage(messages.outOfDate),
          intl.formatMessage(messages.plus),
          intl.formatMessage(messages.deleteAccount),
          intl.formatMessage(messages.owners),
        ]}
      />
      <nav aria-label={intl.formatMessage(messages.linksLabel)}>
        <BulletList>
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>
                <FormattedMessage {...label} />
              </Link>
            </li>
          ))}
        </BulletList>
      </nav>
    </InfoArticle>
  );
}
