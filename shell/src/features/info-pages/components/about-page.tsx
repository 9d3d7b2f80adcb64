import { Link } from 'react-router';
import { TmdbMark } from '../../../components/tmdb-mark';
import { JUSTWATCH_CREDIT, TMDB_CREDIT, TMDB_NOTICE } from '../../../lib/data-credits';
import { useCatalogSource } from '../hooks/use-catalog-source';
import { ABOUT_TEXT, BANGUMI_DATA_LICENCE } from '../utils/about-text';
import { fillIn } from '../utils/fill-in';
import { BulletList, InfoArticle, InfoSection, Paragraphs } from './info-article';

const licenceLink = (
  <a href={BANGUMI_DATA_LICENCE.url} rel="license noreferrer">
    {BANGUMI_DATA_LICENCE.name}
  </a>
);

function LiveSources() {
  return (
    <>
      <p>{ABOUT_TEXT.live}</p>
      <p>
        <TmdbMark /> {TMDB_CREDIT} {TMDB_NOTICE}
      </p>
      <p>{JUSTWATCH_CREDIT}</p>
      <p>{ABOUT_TEXT.liveChanges}</p>
    </>
  );
}

function SampleSources() {
  return (
    <>
      <p>{ABOUT_TEXT.sample}</p>
      <BulletList>
        {ABOUT_TEXT.sampleSources.map((source) => (
          <li key={source}>{fillIn(source, { licence: licenceLink })}</li>
        ))}
      </BulletList>
      <p>{ABOUT_TEXT.sampleMade}</p>
      <p>{ABOUT_TEXT.sampleUse}</p>
    </>
  );
}

/** Live or sample, as the catalog's own answers say; nothing is claimed before they do. */
function DataSources() {
  const { isSample, failed } = useCatalogSource();
  if (isSample === true) return <SampleSources />;
  if (isSample === false) return <LiveSources />;
  return <p role="status">{failed ? ABOUT_TEXT.unknown : ABOUT_TEXT.checking}</p>;
}

/** /about: what WatchWhere is, who it is for, and where this deployment's data comes from. */
export function AboutPage() {
  return (
    <InfoArticle title={ABOUT_TEXT.title}>
      <InfoSection title={ABOUT_TEXT.whatTitle}>
        <Paragraphs lines={ABOUT_TEXT.what} />
      </InfoSection>
      <InfoSection title={ABOUT_TEXT.whoTitle}>
        <BulletList>
          {ABOUT_TEXT.who.map((reader) => (
            <li key={reader}>{reader}</li>
          ))}
        </BulletList>
        <p>{ABOUT_TEXT.plans}</p>
        <p>
          <Link to="/plans">{ABOUT_TEXT.plansLink}</Link>
        </p>
      </InfoSection>
      <InfoSection title={ABOUT_TEXT.sourcesTitle}>
        <DataSources />
      </InfoSection>
    </InfoArticle>
  );
}
