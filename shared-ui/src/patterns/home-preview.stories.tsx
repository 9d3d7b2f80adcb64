import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Compass, Crown, Flame, LogIn, Menu } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { fn } from 'storybook/test';
import { Button, ButtonLink } from '../components/button';
import { ContentGrid } from '../components/content-grid';
import { IconButton } from '../components/icon-button';
import { Logo } from '../components/logo';
import { PosterCard } from '../components/poster-card';
import { SearchInput } from '../components/search-input';
import { sampleSuggestions, sampleTitles } from '../storybook/fixtures';
import { onMobile } from '../storybook/viewports';
import { media } from '../theme/media';
import { theme } from '../theme';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${theme.space.xl};
  padding: ${`${theme.space.md} ${theme.space.xl}`};
  border-bottom: 1px solid ${theme.colors.border};
  background: rgba(9, 11, 16, 0.85);
  backdrop-filter: blur(12px);

  ${media.mobile} {
    padding: ${`${theme.space.md} ${theme.space.lg}`};
  }
`;

const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-left: auto;

  ${media.mobile} {
    display: none;
  }
`;

const MenuButton = styled.div`
  margin-left: auto;

  ${media.desktop} {
    display: none;
  }
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  background:
    radial-gradient(ellipse 60% 80% at 50% 0%, ${theme.colors.accentTint} 0%, transparent 70%),
    radial-gradient(ellipse 50% 60% at 85% 10%, ${theme.colors.plusTint} 0%, transparent 70%);
  text-align: center;

  ${media.mobile} {
    padding: ${`${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Title = styled.h1`
  max-width: 760px;
  font-size: ${theme.typography.fontSize.display};
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: ${theme.typography.letterSpacing.tight};
  line-height: 1.1;

  ${media.mobile} {
    font-size: ${theme.typography.fontSize.xxl};
  }
`;

const Subtitle = styled.p`
  max-width: 560px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.lg};

  ${media.mobile} {
    font-size: ${theme.typography.fontSize.md};
  }
`;

const Search = styled.div`
  width: min(640px, 100%);
  margin-top: ${theme.space.sm};
  text-align: left;
`;

const Main = styled.main`
  padding: ${`0 ${theme.space.xl} ${theme.space.xxxl}`};

  ${media.mobile} {
    padding: ${`0 ${theme.space.lg} ${theme.space.xxl}`};
  }
`;

function HomePreview() {
  const [query, setQuery] = useState('');
  const term = query.trim().toLowerCase();
  return (
    <>
      <Header>
        <Logo />
        <Actions aria-label="Main">
          <ButtonLink to="/discover" variant="ghost" icon={<Compass size={18} />}>
            Discover
          </ButtonLink>
          <ButtonLink to="/auth" variant="secondary" icon={<LogIn size={18} />}>
            Login
          </ButtonLink>
          <Button variant="plus" icon={<Crown size={18} />}>
            Upgrade
          </Button>
        </Actions>
        <MenuButton>
          <IconButton label="Open menu" icon={<Menu size={22} />} />
        </MenuButton>
      </Header>
      <Hero>
        <Title>Find Where to Watch Anywhere in the World</Title>
        <Subtitle>
          Discover which streaming services offer your favorite movies and TV shows
        </Subtitle>
        <Search>
          <SearchInput
            size="lg"
            value={query}
            onChange={setQuery}
            suggestions={
              term.length > 1
                ? sampleSuggestions.filter((s) => s.label.toLowerCase().includes(term))
                : []
            }
            onSelect={fn()}
            onSubmit={fn()}
          />
        </Search>
      </Hero>
      <Main>
        <ContentGrid title="Popular Searches" icon={<Flame size={22} aria-hidden />}>
          {sampleTitles.slice(0, 5).map((item) => (
            <PosterCard
              key={item.id}
              title={item.title}
              year={item.year}
              mediaType={item.mediaType}
              rating={item.rating}
              imageUrl={item.imageUrl}
              to={`/movie/${item.id}`}
            />
          ))}
        </ContentGrid>
      </Main>
    </>
  );
}

const meta = {
  title: 'Patterns/Home preview',
  parameters: { layout: 'fullscreen' },
  render: () => <HomePreview />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, hero search and a grid, composed from the kit only. */
export const Desktop: Story = {};
export const Mobile: Story = { ...onMobile };
