import { useCallback, useMemo, type ReactNode } from 'react';
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const scopeText = (scope: ChangesScope) => `${scope.services} in ${scope.country}`;

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
  const shown = useMemo(() => changes && notableChanges(changes, SECTION_SIZE), [changes]);
  const items = useContentItems(shown as TmdbContent[] | undefined);
  const noteOf = useCallback(
    (item: ContentItem) => {
      const change = shown?.find((entry) => changeKey(entry) === changeKey(item));
      return change && changeNote(change);
    },
    [shown],
  );
  return (
    <ContentSection
      title={title}
      icon={icon}
      items={items}
      action={
        scope && (
          <Scope>
            <Long>{capitalised(scopeText(scope))}</Long>
            <Short>{scope.short}</Short>
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
  const state = useServiceChanges(country);
  if (state.status === 'failed') return null;
  const ready = state.status === 'ready' ? state : undefined;
  const scope = ready && scopeText(ready.scope);
  return (
    <>
      <ChangeRow
        {...NEW_ROW}
        changes={ready?.arrivals}
        scope={ready?.scope}
        emptyMessage={`Nothing new on ${scope} in the last ${NEW_DAYS} days.`}
      />
      <ChangeRow
        {...LEAVING_ROW}
        changes={ready?.departures}
        scope={ready?.scope}
        emptyMessage={`Nothing leaves ${scope} in the next ${LEAVING_DAYS} days.`}
      />
    </>
  );
}
