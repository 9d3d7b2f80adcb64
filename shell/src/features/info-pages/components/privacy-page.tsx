import { Link } from 'react-router';
import { PRIVACY_TEXT } from '../utils/privacy-text';
import { BrowserStorageList } from './browser-storage-list';
import { FactList, InfoArticle, InfoSection, Paragraphs } from './info-article';

/** What people control from their account, each with the account tab it is on (mf-account's ?tab=). */
const IN_YOUR_ACCOUNT = [
  {
    title: PRIVACY_TEXT.mailTitle,
    lines: PRIVACY_TEXT.mail,
    link: { to: '/account?tab=notifications', label: PRIVACY_TEXT.mailLink },
  },
  {
    title: PRIVACY_TEXT.dataTitle,
    lines: PRIVACY_TEXT.data,
    link: { to: '/account?tab=settings', label: PRIVACY_TEXT.dataLink },
  },
] as const;

/**
 * /privacy: what is kept where. The browser's part is listed from shared-core's storage registry,
 * the list the storage helpers take their names from, so nothing kept there is left off.
 */
export function PrivacyPage() {
  return (
    <InfoArticle title={PRIVACY_TEXT.title}>
      <p>{PRIVACY_TEXT.intro}</p>
      <InfoSection title={PRIVACY_TEXT.databaseTitle}>
        <p>{PRIVACY_TEXT.databaseIntro}</p>
        <FactList>
          {PRIVACY_TEXT.database.map(({ name, kept }) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{kept}</dd>
            </div>
          ))}
        </FactList>
      </InfoSection>
      <InfoSection title={PRIVACY_TEXT.browserTitle}>
        <p>{PRIVACY_TEXT.browserIntro}</p>
        <BrowserStorageList />
        <p>{PRIVACY_TEXT.browserClear}</p>
      </InfoSection>
      {IN_YOUR_ACCOUNT.map(({ title, lines, link }) => (
        <InfoSection key={title} title={title}>
          <Paragraphs lines={lines} />
          <p>
            <Link to={link.to}>{link.label}</Link>
          </p>
        </InfoSection>
      ))}
      <InfoSection title={PRIVACY_TEXT.othersTitle}>
        <Paragraphs lines={PRIVACY_TEXT.others} />
      </InfoSection>
    </InfoArticle>
  );
}
