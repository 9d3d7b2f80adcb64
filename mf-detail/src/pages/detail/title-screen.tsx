import { CloudOff, RefreshCw, SearchX } from 'lucide-react';
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

const Sections = styled(Stack)`
  max-width: ${theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.xl} ${theme.space.xxxl}`};
`;

export function MovieNotFound() {
  return (
    <Page title="Movie Not Found" head={{ notFound: true }}>
      <DetailMessage
        icon={<SearchX size={40} aria-hidden />}
        title="Movie Not Found"
        text="We couldn't find the movie you're looking for."
        action={<ButtonLink to="/">Back to Home</ButtonLink>}
      />
    </Page>
  );
}

/** The catalog did not answer for the title: said as it is (not "not found"), with a retry. */
function DetailsFailed({ retry }: { retry: () => void }) {
  return (
    <Page title="Failed to fetch movie details">
      <DetailMessage
        icon={<CloudOff size={40} aria-hidden />}
        title="Failed to fetch movie details"
        text="The catalog did not answer. Check your connection and try again."
        action={
          <Button icon={<RefreshCw size={16} aria-hidden />} onClick={retry}>
            Try again
          </Button>
        }
      />
    </Page>
  );
}

/** The detail page of one title: loading, not found, failed, or hero + ranks + Where to Watch. */
export function TitleScreen({ title }: { title: ContentKey }) {
  const state = useTitleDetail(title);
  const isSample = useAppSelector(selectCatalogIsSample);
  if (state.status === 'notFound') return <MovieNotFound />;
  if (state.status === 'failed') return <DetailsFailed retry={state.retry} />;
  if (state.status === 'loading') {
    return (
      <Page title="Loading movie details...">
        <DetailLoading />
      </Page>
    );
  }
  const { detail } = state;
  return (
    <Page title={detail.title} head={titlePageHead(detail, isSample)}>
      <TitleHero detail={detail} />
      <Sections key={contentPath(title)} gap="xxl">
        <StreamingPopularity title={title} />
        <WhereToWatch title={title} titleName={detail.title} />
      </Sections>
    </Page>
  );
}
