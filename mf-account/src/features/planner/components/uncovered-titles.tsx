import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { contentPath } from 'shared-core';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import type { PlanOffers, PlanOffersTitle } from '../api/get-plan-offers';
import { titleKey } from '../utils/plan-input';

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${theme.typography.fontSize.sm};
`;

const Options = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
`;

const onDay = (day: string) => (offer: PlanOffersTitle['offers'][number]) =>
  (offer.from === null || offer.from <= day) && (offer.until === null || offer.until >= day);

/** The names of the services renting or selling the title today. */
function rentOrBuy(title: PlanOffersTitle, today: string): string[] {
  const names = title.offers
    .filter((offer) => offer.monetization === 'rent' || offer.monetization === 'buy')
    .filter(onDay(today))
    .map((offer) => offer.provider_name);
  return [...new Set(names)];
}

export interface UncoveredTitlesProps {
  keys: readonly string[];
  offers: PlanOffers;
}

/** The titles no service streams today, with where they can be rented or bought instead. */
export function UncoveredTitles({ keys, offers }: UncoveredTitlesProps) {
  const intl = useIntl();
  if (keys.length === 0) return null;
  const wanted = new Set(keys);
  const titles = offers.titles.filter((title) => wanted.has(titleKey(title)));
  return (
    <section aria-labelledby="planner-uncovered">
      <Heading id="planner-uncovered">
        {intl.formatMessage(
          {
            defaultMessage:
              '{count, plural, one {Not streaming today (# title)} other {Not streaming today (# titles)}}',
            id: '3vVOAg',
            description:
              'Planner page > This month: heading of the titles no service streams today in the member’s country',
          },
          { count: titles.length },
        )}
      </Heading>
      <List>
        {titles.map((title) => {
          const sellers = rentOrBuy(title, offers.today);
          return (
            <li key={titleKey(title)}>
              <Link to={contentPath(title)}>{title.title}</Link>
              <Options>
                {sellers.length > 0
                  ? intl.formatMessage(
                      {
                        defaultMessage: 'To rent or buy: {services}',
                        id: 'JIueyu',
                        description:
                          'Planner page > This month: where a title not streaming today can be rented or bought; services is a list of names',
                      },
                      { services: intl.formatList(sellers) },
                    )
                  : intl.formatMessage({
                      defaultMessage: 'No offer in your country today',
                      id: 'o62r0s',
                      description:
                        'Planner page > This month: a title with no offer at all in the member’s country today',
                    })}
              </Options>
            </li>
          );
        })}
      </List>
    </section>
  );
}
