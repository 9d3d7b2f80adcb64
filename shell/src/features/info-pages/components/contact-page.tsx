import { contactEmailDeployed } from 'shared-core';
import { CONTACT_TEXT } from '../utils/contact-text';
import { fillIn } from '../utils/fill-in';
import { InfoArticle, ParagraphStack, Paragraphs } from './info-article';

/**
 * /contact: the address this deployment gives (`CONTACT_EMAIL`), or, without one, that nobody
 * reads messages here and how to report a problem instead. No reply is promised either way.
 */
export function ContactPage() {
  const email = contactEmailDeployed();
  return (
    <InfoArticle title={CONTACT_TEXT.title}>
      {email ? (
        <ParagraphStack>
          <p>{fillIn(CONTACT_TEXT.writeTo, { email: <a href={`mailto:${email}`}>{email}</a> })}</p>
          <p>{CONTACT_TEXT.whatToSay}</p>
        </ParagraphStack>
      ) : (
        <Paragraphs
          lines={[CONTACT_TEXT.noAddress, CONTACT_TEXT.reportInProject, CONTACT_TEXT.forOperators]}
        />
      )}
    </InfoArticle>
  );
}
