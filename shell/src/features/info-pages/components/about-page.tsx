import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TmdbMark } from '../../../components/tmdb-mark';
import { DATA_CREDITS } from '../../../lib/data-credits';
import { useCatalogSource } from '../hooks/use-catalog-source';
import { BANGUMI_DATA_LICENCE } from '../utils/bangumi-data-licence';
import { aboutMessages as messages, animeCreditMessages } from './about-messages';
import { BulletList, InfoArticle, InfoSection, Paragraphs } from './info-article';

/** The licence's name, linked to its text. */
const licenceLink = (name: ReactNode) => (
  <a href={BANGUMI_DATA_LICENCE.url} rel="license noreferrer">
    {name}
  </a>
);

function LiveSources() {
  return (
    <>
      <p>
        <FormattedMessage {...messages.live} />
      </p>
      <p>
        <TmdbMark /> <FormattedMessage {...DATA_CREDITS.tmdb} />
      </p>
      <p>
        <FormattedMessage {...DATA_CREDITS.justWatch} />
      </p>
      <p>
        <FormattedMessage {...messages.liveChanges} />
      </p>
    </>
  );
}

function SampleSources() {
  return (
    <>
      <p>
        <FormattedMessage {...messages.sample} />
      </p>
      <BulletList>
        <li>
          <FormattedMessage {...messages.sampleFilms} />
        </li>
        <li>
          <FormattedMessage
            {...animeCreditMessages.sampleAnime}
            values={{ licence: licenceLink }}
          />
        </li>
        <li>
          <FormattedMessage {...messages.sampleSeries} />
        </li>
      </BulletList>
      <p>
        <FormattedMessage {...messages.sampleMade} />
      </p>
      <p>
        <FormattedMessage {...messages.sampleUse} />
      </p>
    </>
  );
}

/** Live or sample, as the catalog's own answers say; nothing is claimed before they do. */
function DataSources() {
  const { isSample, failed } = useCatalogSource();
  if (isSample === true) return <SampleSources />;
  if (isSample === false) return <LiveSources />;
  return (
    <p role="status">
      <FormattedMessage {...(failed ? messages.unknown : messages.checking)} />
    </p>
  );
}

/** /about: what WatchWhere is, who it is for, and where this deployment's data comes from. */
export function AboutPage() {
  const intl = useIntl();
  return (
    <InfoArticle title={intl.formatMessage(messages.title)}>
      <InfoSection title={intl.formatMessage(messages.whatTitle)}>
        <Paragraphs
          lines={[intl.formatMessage(messages.what1), intl.formatMessage(messages.what2)]}
        />
      </InfoSection>
      <InfoSection title={intl.formatMessage(messages.whoTitle)}>
        <BulletList>
          <li>
            <FormattedMessage {...messages.who1} />
          </li>
          <li>
            <FormattedMessage {...messages.who2} />
          </li>
          <li>
            <FormattedMessage {...messages.who3} />
          </li>
        </BulletList>
        <p>
          <FormattedMessage {...messages.plans} />
        </p>
        <p>
          <Link to="/plans">
            <FormattedMessage {...messages.plansLink} />
          </Link>
        </p>
      </InfoSection>
      <InfoSection title={intl.formatMessage(messages.sourcesTitle)}>
        <DataSources />
      </InfoSection>
    </InfoArticle>
  );
}
