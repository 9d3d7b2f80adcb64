import { TrendingUp } from 'lucide-react';
import {
  selectIsPremium,
  useAppSelector,
  useGetTitleRanksQuery,
  type ContentKey,
  type TitleRanks,
} from 'shared-core';
import { Badge, media } from 'shared-ui';
import styled from 'styled-components';

const PERIODS: { key: keyof TitleRanks; label: string }[] = [
  { key: '1d', label: 'Today' },
  { key: '7d', label: 'This Week' },
  { key: '30d', label: 'This Month' },
];

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid rgba(196, 165, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, rgba(109, 40, 217, 0.16), rgba(162, 28, 175, 0.08));
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: center;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.black};
    font-variant-numeric: tabular-nums;
  }
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
    dd {
      font-size: ${({ theme }) => theme.typography.fontSize.lg};
    }
  }
`;

const hasRank = (ranks: TitleRanks) => PERIODS.some(({ key }) => ranks[key] !== null);

/** Shown to premium users only, and only when at least one rank exists. */
export function StreamingPopularity({ title }: { title: ContentKey }) {
  const isPremium = useAppSelector(selectIsPremium);
  const { data: ranks } = useGetTitleRanksQuery(title, { skip: !isPremium });
  if (!isPremium || !ranks || !hasRank(ranks)) return null;
  return (
    <Box aria-labelledby="ranks-heading">
      <Header>
        <Heading id="ranks-heading">
          <TrendingUp size={22} aria-hidden />
          Streaming Popularity
        </Heading>
        <Badge tone="plus">Plus</Badge>
      </Header>
      <Tiles>
        {PERIODS.map(({ key, label }) => (
          <Tile key={key}>
            <dt>{label}</dt>
            <dd>{ranks[key] === null ? '—' : `#${ranks[key]!.toLocaleString('en-US')}`}</dd>
          </Tile>
        ))}
      </Tiles>
    </Box>
  );
}
