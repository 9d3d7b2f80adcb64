import { TrendingUp } from 'lucide-react';
import { defineMessages, useIntl, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { selectIsPremium, useAppSelector, type ContentKey, type TitleRanks } from 'shared-core';
import { useGetTitleRanksQuery } from '../api/get-title-ranks';
import { Badge, media, SectionCard, theme } from 'shared-ui';
import styled from 'styled-components';

const messages = defineMessages<{
  heading: NoMessageValues;
  today: NoMessageValues;
  thisWeek: NoMessageValues;
  thisMonth: NoMessageValues;
  rank: { rank: string };
}>({
  heading: {
    defaultMessage: 'Streaming Popularity',
    id: '4GfMBr',
    description: "Title page: heading of the paying users' box of the title's popularity ranks",
  },
  today: {
    defaultMessage: 'Today',
    id: 'IwwOU/',
    description: "Streaming Popularity: label of the title's rank over the last day",
  },
  thisWeek: {
    defaultMessage: 'This Week',
    id: '0EBQUm',
    description: "Streaming Popularity: label of the title's rank over the last 7 days",
  },
  thisMonth: {
    defaultMessage: 'This Month',
    id: 'j18XwO',
    description: "Streaming Popularity: label of the title's rank over the last 30 days",
  },
  rank: {
    defaultMessage: '#{rank}',
    id: 'B+WO0f',
    description: 'Streaming Popularity: a rank, e.g. #12 (12th most popular). {rank}: the number',
  },
});

/** The brand of the paid plan: a name, not a message. */
const PLUS = 'Plus';
/** A period with no rank: a dash, no words. */
const NO_RANK = '—';

const PERIODS: { key: keyof TitleRanks; label: MessageDescriptor }[] = [
  { key: '1d', label: messages.today },
  { key: '7d', label: messages.thisWeek },
  { key: '30d', label: messages.thisMonth },
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
  const intl = useIntl();
  const isPremium = useAppSelector(selectIsPremium);
  const { data: ranks } = useGetTitleRanksQuery(title, { skip: !isPremium });
  if (!isPremium || !ranks || !hasRank(ranks)) return null;
  return (
    <SectionCard
      title={intl.formatMessage(messages.heading)}
      icon={<TrendingUp size={22} aria-hidden />}
      action={<Badge tone="plus">{PLUS}</Badge>}
      tone="plus"
      headingSize="lg"
    >
      <Tiles>
        {PERIODS.map(({ key, label }) => (
          <Tile key={key}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>
              {ranks[key] === null
                ? NO_RANK
                : intl.formatMessage(messages.rank, { rank: intl.formatNumber(ranks[key]!) })}
            </dd>
          </Tile>
        ))}
      </Tiles>
    </SectionCard>
  );
}
