import { TrendingUp } from 'lucide-react';
import {
  formatCount,
  selectIsPremium,
  useAppSelector,
  type ContentKey,
  type TitleRanks,
} from 'shared-core';
import { useGetTitleRanksQuery } from '../api/get-title-ranks';
import { Badge, media, SectionCard, theme } from 'shared-ui';
import styled from 'styled-components';

const PERIODS: { key: keyof TitleRanks; label: string }[] = [
  { key: '1d', label: 'Today' },
  { key: '7d', label: 'This Week' },
  { key: '30d', label: 'This Month' },
];

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  ${media.mobile} {
    gap: ${theme.space.sm};
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  text-align: center;
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.typography.fontSize.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.typography.fontSize.xxl};
    font-weight: ${theme.typography.fontWeight.black};
    font-variant-numeric: tabular-nums;
  }
  ${media.mobile} {
    padding: ${`${theme.space.md} ${theme.space.xs}`};
    dd {
      font-size: ${theme.typography.fontSize.lg};
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
    <SectionCard
      title="Streaming Popularity"
      icon={<TrendingUp size={22} aria-hidden />}
      action={<Badge tone="plus">Plus</Badge>}
      tone="plus"
      headingSize="lg"
    >
      <Tiles>
        {PERIODS.map(({ key, label }) => (
          <Tile key={key}>
            <dt>{label}</dt>
            <dd>{ranks[key] === null ? '—' : `#${formatCount(ranks[key]!)}`}</dd>
          </Tile>
        ))}
      </Tiles>
    </SectionCard>
  );
}
