import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  CONTENT_TYPE_OPTIONS,
  GENRE_FILTER_OPTIONS,
  selectIsPremium,
  serviceName,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useCountryServices,
} from 'shared-core';
import { Button, Checkbox, Popover, Stack, theme } from 'shared-ui';
import {
  genreLimitReached,
  NO_FILTERS,
  toggleContentType,
  toggleGenre,
  togglePlatform,
  type Filters,
} from '../utils/filter-state';
import { filterMessages } from '../filter-messages';
import { CONTENT_TYPE_LABELS, GENRE_LABELS } from '../filter-labels';

const Actions = styled(Stack)`
  margin-left: auto;
`;

const Options = styled.div<{ $columns?: number; $wide?: boolean }>`
  display: grid;
  /* Two columns of service names need the popover's full width (up to 360px). */
  min-width: ${({ $wide }) => ($wide ? 'min(328px, calc(100vw - 64px))' : '0')};
  grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  gap: ${theme.space.md};
`;

const Note = styled.p`
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
`;

export interface FilterBarProps {
  /** The country whose services the Platforms list offers (the user's own first). */
  country: string;
  applied: Filters;
  onApply: (filters: Filters) => void;
}

/**
 * Platforms (the services of `country`), Content Type and Genres popovers: choices apply on Apply
 * Filters; Reset clears and applies at once. Free users get 1 platform and 2 genres.
 */
export function FilterBar({ country, applied, onApply }: FilterBarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const premium = useAppSelector(selectIsPremium);
  const { services, providers } = useCountryServices(country);
  const [draft, setDraft] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    // Applied elsewhere (Reset, a platform shortcut): the popovers show it.
    setShownApplied(applied);
    setDraft(applied);
  }
  const limitReached = genreLimitReached(draft, premium);
  // A chosen service the country does not list (from a link, another region) stays there to untick.
  const platformOptions = [
    ...services,
    ...draft.platforms
      .filter((value) => !services.some((service) => service.value === value))
      .map((value) => ({ value, name: serviceName(value, providers) })),
  ];

  const pickGenre = (genre: (typeof GENRE_FILTER_OPTIONS)[number]) => {
    const next = toggleGenre(draft, genre, premium);
    setDraft(next);
    if (!draft.genres.includes(genre) && genreLimitReached(next, premium)) {
      dispatch(
        toastShown({
          title: intl.formatMessage(filterMessages.genreLimitTitle),
          description: intl.formatMessage(filterMessages.genreLimitDescription),
          tone: 'destructive',
        }),
      );
    }
  };

  return (
    <Stack
      direction="row"
      wrap
      align="center"
      gap="sm"
      role="group"
      aria-label={intl.formatMessage(filterMessages.filters)}
    >
      <Popover
        trigger={intl.formatMessage(filterMessages.platforms, { count: draft.platforms.length })}
        title={intl.formatMessage(filterMessages.platformsTitle)}
        active={applied.platforms.length > 0}
      >
        {!premium && <Note>{intl.formatMessage(filterMessages.freePlatforms)}</Note>}
        <Options $columns={2} $wide>
          {platformOptions.map((platform) => (
            <Checkbox
              key={platform.value}
              label={platform.name}
              checked={draft.platforms.includes(platform.value)}
              onChange={() => setDraft(togglePlatform(draft, platform.value, premium))}
            />
          ))}
        </Options>
      </Popover>
      <Popover
        trigger={
          draft.contentType
            ? intl.formatMessage(CONTENT_TYPE_LABELS[draft.contentType])
            : intl.formatMessage(filterMessages.contentType)
        }
        title={intl.formatMessage(filterMessages.contentType)}
        active={applied.contentType !== null}
      >
        <Options>
          {CONTENT_TYPE_OPTIONS.map((contentType) => (
            <Checkbox
              key={contentType}
              label={intl.formatMessage(CONTENT_TYPE_LABELS[contentType])}
              checked={draft.contentType === contentType}
              onChange={() => setDraft(toggleContentType(draft, contentType))}
            />
          ))}
        </Options>
      </Popover>
      <Popover
        trigger={intl.formatMessage(filterMessages.genres, { count: draft.genres.length })}
        title={intl.formatMessage(filterMessages.genresTitle)}
        active={applied.genres.length > 0}
      >
        {!premium && <Note>{intl.formatMessage(filterMessages.freeGenres)}</Note>}
        <Options $columns={2}>
          {GENRE_FILTER_OPTIONS.map((genre) => {
            const checked = draft.genres.includes(genre);
            return (
              <Checkbox
                key={genre}
                label={intl.formatMessage(GENRE_LABELS[genre])}
                checked={checked}
                disabled={limitReached && !checked}
                onChange={() => pickGenre(genre)}
              />
            );
          })}
        </Options>
      </Popover>
      <Actions direction="row" gap="sm">
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw size={16} />}
          onClick={() => onApply(NO_FILTERS)}
        >
          {intl.formatMessage(filterMessages.reset)}
        </Button>
        <Button size="sm" icon={<SlidersHorizontal size={16} />} onClick={() => onApply(draft)}>
          {intl.formatMessage(filterMessages.apply)}
        </Button>
      </Actions>
    </Stack>
  );
}
