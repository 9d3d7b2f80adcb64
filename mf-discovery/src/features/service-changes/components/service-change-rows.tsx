import { useCallback, useMemo, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { media, theme } from 'shared-ui';
import type { ContentItem, TmdbContent } from 'shared-core';
import { ContentSection, SECTION_SIZE } from '../../../components/content-section';
import { useContentItems } from '../../../lib/use-content-items';
import type { ServiceChange } from '../api/get-service-changes';
import {
  LEAVING_DAYS,
  NEW_DAYS,
  useServiceChanges,
  type ChangesScope,
} from '../hooks/use-service-changes';
import { changeKey, changeNote, notableChanges } from '../utils/change-cards';
import { LEAVING_ROW, NEW_ROW } from './row-headings';

const Scope = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
  text-align: right;
`;

const Long = styled.span`
  ${media.mobile} {
    display: none;
  }
`;

const Short = styled.span`
  display: none;

  ${media.mobile} {
    display: inline;
  }
`;

// A type, not an interface: message values need an index signature.
type ScopeValues = {
  kind: string;
  count: number;
  services: string;
  country: string;
};

const messages = defineMessages<{
  scope: ScopeValues;
  shortScope: ScopeValues;
  nothingNew: ScopeValues & { days: number };
  nothingLeaves: ScopeValues & { days: number };
}>({
  scope: {
    defaultMessage:
      '{kind, select, top {Top services ({country})} count {Your {count} services ({country})} other {{services} ({country})}}',
    id: 'F+04IJ',
    description:
      'Home and Discover: beside a row of titles new on or leaving streaming services, whose services it shows: the biggest of the country (top), the user’s {count} services, or the user’s services by name ({services}: "Netflix and Hulu")',
  },
  shortScope: {
    defaultMessage:
      '{kind, select, top {Top services} count {Your {count} services} other {{services}}}',
    id: 'kI4Q9Y',
    description:
      'Home and Discover (phones): beside a row of titles new on or leaving streaming services, whose services it shows: the biggest of the country (top), the user’s {count} services, or the one service by name',
  },
  nothingNew: {
    defaultMessage:
      '{kind, select, top {Nothing new on top services ({country}) in the last {days, plural, one {day} other {# days}}.} count {Nothing new on your {count} services ({country}) in the last {days, plural, one {day} other {# days}}.} other {Nothing new on {services} ({country}) in the last {days, plural, one {day} other {# days}}.}}',
    id: 'U9GWrM',
    description:
      'Home and Discover: the "New on your services" row when nothing arrived lately on the services: the country’s biggest (top), the user’s {count} services, or the user’s services by name ({services})',
  },
  nothingLeaves: {
    defaultMessage:
      '{kind, select, top {Nothing leaves top services ({country}) in the next {days, plural, one {day} other {# days}}.} count {Nothing leaves your {count} services ({country}) in the next {days, plural, one {day} other {# days}}.} other {Nothing leaves {services} ({country}) in the next {days, plural, one {day} other {# days}}.}}',
    id: '2iehOw',
    description:
      'Home and Discover: the "Leaving soon" row when nothing leaves the services soon: the country’s biggest (top), the user’s {count} services, or the user’s services by name ({services})',
  },
});

/** A scope's values in a message; `most` names at most this many services, else counts them. */
function scopeValues(intl: IntlShape, scope: ChangesScope, most: number): ScopeValues {
  const { names } = scope;
  const kind = names === null ? 'top' : names.length > most ? 'count' : 'names';
  return {
    kind,
    count: names?.length ?? 0,
    services: intl.formatList(names ?? [], { type: 'conjunction' }),
    country: intl.formatDisplayName(scope.country, { type: 'region' }) ?? scope.country,
  };
}

function ChangeRow({
  title,
  icon,
  changes,
  scope,
  emptyMessage,
}: {
  title: string;
  icon: ReactNode;
  changes: ServiceChange[] | undefined;
  scope: ChangesScope | undefined;
  emptyMessage: string;
}) {
  const intl = useIntl();
  const shown = useMemo(() => changes && notableChanges(changes, SECTION_SIZE), [changes]);
  const items = useContentItems(shown as TmdbContent[] | undefined);
  const noteOf = useCallback(
    (item: ContentItem) => {
      const change = shown?.find((entry) => changeKey(entry) === changeKey(item));
      return change && changeNote(intl, change);
    },
    [intl, shown],
  );
  return (
    <ContentSection
      title={title}
      icon={icon}
      items={items}
      action={
        scope && (
          <Scope>
            <Long>{intl.formatMessage(messages.scope, scopeValues(intl, scope, 2))}</Long>
            <Short>{intl.formatMessage(messages.shortScope, scopeValues(intl, scope, 1))}</Short>
          </Scope>
        )
      }
      noteOf={noteOf}
      emptyMessage={emptyMessage}
    />
  );
}

/**
 * "New on your services" and "Leaving soon" for a country. A row with nothing in it says so (an
 * empty week is news too); when the catalog cannot answer (it has no calendar in TMDB mode) both
 * rows step aside rather than show an error where nobody asked for one.
 */
export function ServiceChangeRows({ country }: { country: string }) {
  const intl = useIntl();
  const state = useServiceChanges(country);
  if (state.status === 'failed') return null;
  const ready = state.status === 'ready' ? state : undefined;
  const scope = ready && scopeValues(intl, ready.scope, 2);
  return (
    <>
      <ChangeRow
        title={intl.formatMessage(NEW_ROW.title)}
        icon={NEW_ROW.icon}
        changes={ready?.arrivals}
        scope={ready?.scope}
        emptyMessage={
          scope ? intl.formatMessage(messages.nothingNew, { ...scope, days: NEW_DAYS }) : ''
        }
      />
      <ChangeRow
        title={intl.formatMessage(LEAVING_ROW.title)}
        icon={LEAVING_ROW.icon}
        changes={ready?.departures}
        scope={ready?.scope}
        emptyMessage={
          scope ? intl.formatMessage(messages.nothingLeaves, { ...scope, days: LEAVING_DAYS }) : ''
        }
      />
    </>
  );
}
