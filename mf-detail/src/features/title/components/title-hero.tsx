import { useIntl } from 'react-intl';
import type { ContentDetail } from 'shared-core';
import { media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { HeroFrame, HeroInner } from './hero-frame';
import { TitleActions } from './title-actions';
import { TitleFacts } from './title-facts';

const Hero = styled(HeroFrame)`
  position: relative;
  overflow: hidden;
  background: ${theme.colors.background};
`;

const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(
      to top,
      ${theme.colors.background} 4%,
      rgba(9, 11, 16, 0.6) 45%,
      rgba(9, 11, 16, 0.25) 100%
    ),
    linear-gradient(to right, rgba(9, 11, 16, 0.92) 0%, rgba(9, 11, 16, 0.35) 60%, transparent 100%);
`;

const Inner = styled(HeroInner)`
  position: relative;
  ${media.mobile} {
    gap: ${theme.space.lg};
    /* The phone's top bar pushes the 100vh hero down and its bottom bar covers the end:
       keep the actions above both. */
    padding: ${`${theme.space.xl} ${theme.space.lg}`} 128px;
  }
`;

const Poster = styled.img`
  flex-shrink: 0;
  width: 240px;
  height: 360px;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  object-fit: cover;
  ${media.mobile} {
    width: 104px;
    height: 156px;
    border-radius: ${theme.radii.md};
  }
`;

const Info = styled(Stack)`
  max-width: 720px;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  color: ${theme.colors.text};
  font-size: clamp(2rem, 5vw, 3.5rem);
  font-weight: ${theme.typography.fontWeight.black};
  line-height: ${theme.typography.lineHeight.tight};
  letter-spacing: ${theme.typography.letterSpacing.tight};
  overflow-wrap: anywhere;
`;

const Tagline = styled.p`
  margin: 0;
  color: ${theme.colors.accent};
  font-size: ${theme.typography.fontSize.lg};
  font-style: italic;
`;

const Overview = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.md};
  line-height: ${theme.typography.lineHeight.normal};
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
`;

const HEADING_ID = 'title-heading';

/** Backdrop, poster, title, tagline, facts, overview and the actions. */
export function TitleHero({ detail }: { detail: ContentDetail }) {
  const intl = useIntl();
  return (
    <Hero aria-labelledby={HEADING_ID}>
      <Backdrop
        src={detail.backdrop_path}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        decoding="async"
      />
      <Shade />
      <Inner>
        <Poster
          src={detail.poster_path}
          alt={intl.formatMessage(
            {
              defaultMessage: '{title} poster',
              id: 'Y0Y+ez',
              description:
                "Title page: alternative text of the title's poster image. {title}: the movie or show",
            },
            { title: detail.title },
          )}
          width={240}
          height={360}
          fetchPriority="high"
        />
        <Info gap="lg">
          <TitleFacts detail={detail} />
          <Title id={HEADING_ID}>{detail.title}</Title>
          {detail.tagline && <Tagline>{detail.tagline}</Tagline>}
          {detail.overview && <Overview>{detail.overview}</Overview>}
          <TitleActions detail={detail} />
        </Info>
      </Inner>
    </Hero>
  );
}
