import { CloudOff, RefreshCw, SearchX } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { contentPath, selectCatalogIsSample, useAppSelector, type ContentKey } from 'shared-core';
import { Button, ButtonLink, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { Page } from '../../app/page';
import { StreamingPopularity } from '../../features/ranks/components/streaming-popularity';
import { WhereToWatch } from '../../features/where-to-watch/components/where-to-watch';
import { useTitleDetail } from '../../features/title/hooks/use-title-detail';
import { DetailLoading } from '../../features/title/components/detail-loading';
import { DetailMessage } from '../../features/title/components/detail-message';
import { TitleHero } from '../../features/title/components/title-hero';
import { titlePageHead } from '../../features/title/utils/title-page-head';
import { titleMessages } from '../../features/title/title-messages';

const messages = defineMessages({
  detailsFailedText: {
    defaultMessage: 'The catalog did not answer. Check your connection and try again.',
    id: 'C0JxRc',
    description: 'Title page: text under "Failed to fetch movie details", above a Try again button',
  },
  tryAgain: {
    defaultMessage: 'Try again',
    id: '5/Fsy+',
    description: 'Title page: button that asks the catalog for the title again after a failure',
  },
});

const Sections = styled(Stack)`
  max-width: ${theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.xl} ${theme.space.xxxl}`};
`;

export function MovieNotFound() {
  const intl = useIntl();
  const heading = intl.formatMessage(titleMessages.movieNotFound);
  return (
    <Page title={heading} head={{ notFound: true }}>
      <DetailMessage
        icon={<SearchX size={40} aria-hidden />}
        title={heading}
        text={intl.formatMessage(titleMessages.movieNotFoundText)}
        action={<ButtonLink to="/">{intl.formatMessage(titleMessages.backToHome)}</ButtonLink>}
      />
    </Page>
  );
}

/** The catalog did not answer for the title: said as it is (not "not found"), with a retry. */
function DetailsFailed({ retry }: { retry: () => void }) {
  const intl = useIntl();
  const heading = intl.formatMessage(titleMessages.movieDetailsFailed);
  return (
    <Page title={heading}>
      <DetailMessage
        icon={<CloudOff size={40} aria-hidden />}
        title={heading}
        text={intl.formatMessage(messages.detailsFailedText)}
        action={
          <Button icon={<RefreshCw size={16} aria-hidden />} onClick={retry}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        }
      />
    </Page>
  );
}

/** The detail page of one title: loading, not found, failed, or hero + ranks + Where to Watch. */
export function TitleScreen({ title }: { title: ContentKey }) {
  const intl = useIntl();
  const state = useTitleDetail(title);
  const isSample = useAppSelector(selectCatalogIsSample);
  if (state.status === 'notFound') return <MovieNotFound />;
  if (state.status === 'failed') return <DetailsFailed retry={state.retry} />;
  if (state.status === 'loading') {
    return (
      <Page title={intl.formatMessage(titleMessages.loadingDetails)}>
        <DetailLoading />
      </Page>
    );
  }
  const { detail } = state;
  return (
    <Page title={detail.title} head={titlePageHead(intl, detail, isSample)}>
      <TitleHero detail={detail} />
      <Sections key={contentPath(title)} gap="xxl">
        <StreamingPopularity title={title} />
        <WhereToWatch title={title} titleName={detail.title} />
      </Sections>
    </Page>
  );
}
