import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BrowserStorageList } from './browser-storage-list';
import { FactList, InfoArticle, InfoSection, Paragraphs } from './info-article';
import { privacyMessages as messages } from './privacy-messages';

/** What the database keeps: each kind's name and what it holds. */
const IN_OUR_DATABASE = [
  { name: messages.accountName, kept: messages.accountKept },
  { name: messages.choicesName, kept: messages.choicesKept },
  { name: messages.listsName, kept: messages.listsKept },
  { name: messages.planName, kept: messages.planKept },
  { name: messages.searchesName, kept: messages.searchesKept },
] as const;

/** What people control from their account, each with the account tab it is on (mf-account's ?tab=). */
const IN_YOUR_ACCOUNT = [
  {
    key: 'mail',
    title: messages.mailTitle,
    lines: [messages.mail1, messages.mail2, messages.mail3],
    link: { to: '/account?tab=notifications', label: messages.mailLink },
  },
  {
    key: 'data',
    title: messages.dataTitle,
    lines: [messages.data1, messages.data2],
    link: { to: '/account?tab=settings', label: messages.dataLink },
  },
] as const;

/**
 * /privacy: what is kept where. The browser's part is listed from shared-core's storage registry,
 * the list the storage helpers take their names from, so nothing kept there is left off.
 */
export function PrivacyPage() {
  const intl = useIntl();
  return (
    <InfoArticle title={intl.formatMessage(messages.title)}>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <InfoSection title={intl.formatMessage(messages.databaseTitle)}>
        <p>
          <FormattedMessage {...messages.databaseIntro} />
        </p>
        <FactList>
          {IN_OUR_DATABASE.map(({ name, kept }) => (
            <div key={name.id}>
              <dt>
                <FormattedMessage {...name} />
              </dt>
              <dd>
                <FormattedMessage {...kept} />
              </dd>
            </div>
          ))}
        </FactList>
      </InfoSection>
      <InfoSection title={intl.formatMessage(messages.browserTitle)}>
        <p>
          <FormattedMessage {...messages.browserIntro} />
        </p>
        <BrowserStorageList />
        <p>
          <FormattedMessage {...messages.browserClear} />
        </p>
      </InfoSection>
      {IN_YOUR_ACCOUNT.map(({ key, title, lines, link }) => (
        <InfoSection key={key} title={intl.formatMessage(title)}>
          <Paragraphs lines={lines.map((line) => intl.formatMessage(line))} />
          <p>
            <Link to={link.to}>
              <FormattedMessage {...link.label} />
            </Link>
          </p>
        </InfoSection>
      ))}
      <InfoSection title={intl.formatMessage(messages.othersTitle)}>
        <Paragraphs
          lines={[intl.formatMessage(messages.others1), intl.formatMessage(messages.others2)]}
        />
      </InfoSection>
    </InfoArticle>
  );
}
