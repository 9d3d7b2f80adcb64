import type { ReactNode } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
  type NoMessageValues,
} from 'react-intl';
import { contactEmailDeployed } from 'shared-core';
import { InfoArticle, ParagraphStack, Paragraphs } from './info-article';

// Every sentence of /contact, whole, one message each.
const messages = defineMessages<{
  title: NoMessageValues;
  writeTo: { email: string; link: MessageTag };
  whatToSay: NoMessageValues;
  noAddress: NoMessageValues;
  reportInProject: NoMessageValues;
  forOperators: NoMessageValues;
}>({
  title: {
    defaultMessage: 'Contact',
    id: 'XCqFyo',
    description: 'Contact page: its heading and browser tab title',
  },
  writeTo: {
    defaultMessage: 'Write to <link>{email}</link>.',
    id: '3Apy2W',
    description:
      'Contact page: email is the email address to write to; <link> makes it a link that opens a new email',
  },
  whatToSay: {
    defaultMessage:
      'Say which page you were on, what you expected and what you saw. If a title streams somewhere this site does not show, or no longer where it does, name the title, the service and your country.',
    id: 'C/uHWd',
    description: 'Contact page: what to put in a message',
  },
  noAddress: {
    defaultMessage:
      'This site has no contact address set up, so there is nobody here to write to, and nobody will answer.',
    id: 'K/UPNG',
    description: 'Contact page, when the site has no contact address: first paragraph',
  },
  reportInProject: {
    defaultMessage:
      'To report a problem with the app itself, open an issue in the WatchWhere project where you got it, saying which page you were on, what you expected and what you saw.',
    id: 'xroFE3',
    description:
      'Contact page, when the site has no contact address: how to report a problem instead (an "issue" in the source code project)',
  },
  forOperators: {
    defaultMessage: 'Whoever runs this site can show an address here by setting CONTACT_EMAIL.',
    id: 'G3VFI3',
    description:
      'Contact page, when the site has no contact address: a note for the site operator; CONTACT_EMAIL is a setting name, not translated',
  },
});

/**
 * /contact: the address this deployment gives (`CONTACT_EMAIL`), or, without one, that nobody
 * reads messages here and how to report a problem instead. No reply is promised either way.
 */
export function ContactPage() {
  const intl = useIntl();
  const email = contactEmailDeployed();
  return (
    <InfoArticle title={intl.formatMessage(messages.title)}>
      {email ? (
        <ParagraphStack>
          <p>
            <FormattedMessage
              {...messages.writeTo}
              values={{
                email,
                link: (address: ReactNode) => <a href={`mailto:${email}`}>{address}</a>,
              }}
            />
          </p>
          <p>
            <FormattedMessage {...messages.whatToSay} />
          </p>
        </ParagraphStack>
      ) : (
        <Paragraphs
          lines={[
            intl.formatMessage(messages.noAddress),
            intl.formatMessage(messages.reportInProject),
            intl.formatMessage(messages.forOperators),
          ]}
        />
      )}
    </InfoArticle>
  );
}
