import { Link } from 'react-router';
import { TERMS_TEXT } from '../utils/terms-text';
import { BulletList, InfoArticle, Paragraphs } from './info-article';

const LINKS = [
  { to: '/plans', label: TERMS_TEXT.links.plans },
  { to: '/privacy', label: TERMS_TEXT.links.privacy },
  { to: '/about', label: TERMS_TEXT.links.about },
] as const;

/** /terms: short, and only what something in the app backs. */
export function TermsPage() {
  return (
    <InfoArticle title={TERMS_TEXT.title}>
      <Paragraphs lines={TERMS_TEXT.paragraphs} />
      <nav aria-label={TERMS_TEXT.linksLabel}>
        <BulletList>
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </BulletList>
      </nav>
    </InfoArticle>
  );
}
