import { CalendarDays, CalendarMinus, CalendarPlus, Film, Tv, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  countryName,
  formatEventDate,
  imageUrl,
  notificationPath,
  notificationSentence,
  type UserNotification,
} from 'shared-core';
import { focusRing, media, ProviderLogo, VisuallyHidden, theme } from 'shared-ui';
import styled from 'styled-components';

const SPACE = ' ';

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.accentBorder : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accentTint : theme.colors.surface)};
  color: ${theme.colors.text};
  text-decoration: none;
  transition: background ${theme.motion.normal};

  &:hover {
    background: ${theme.colors.surfaceHover};
  }

  ${focusRing}
`;

const Poster = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 56px;
  aspect-ratio: 2 / 3;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.textSubtle};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const Sentence = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.typography.fontWeight.bold : theme.typography.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${`${theme.space.xs} ${theme.space.sm}`};
  color: ${theme.colors.textMuted};

  ${media.mobile} {
    column-gap: ${theme.space.lg};
  }
  font-size: ${theme.typography.fontSize.sm};
`;

/** One fact of the meta line; those after the first start with a dot, which wraps with them. */
const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  white-space: nowrap;

  & + &::before {
    content: '·';
    margin-right: ${theme.space.xs};
  }

  /* Narrow rows wrap the facts; a dot would start a line there, so spacing alone parts them. */
  ${media.mobile} {
    & + &::before {
      content: none;
    }
  }
`;

/** The calendars of the alerts about no title: the weekly digest and the plan's reminders. */
const KIND_ICONS: Partial<Record<UserNotification['kind'], LucideIcon>> = {
  digest: CalendarDays,
  plan_start: CalendarPlus,
  plan_cancel: CalendarMinus,
};

/** What stands in for a missing poster: a calendar for an alert about no title, else its kind. */
function PosterIcon({ alert }: { alert: UserNotification }) {
  const Icon = KIND_ICONS[alert.kind] ?? (alert.media_type === 'tv' ? Tv : Film);
  return <Icon size={24} strokeWidth={1.5} aria-hidden />;
}

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.colors.accent};
`;

export interface AlertItemProps {
  alert: UserNotification;
  imageBaseUrl: string | undefined;
  /** The service's logo URL, when the catalog has one. */
  logoUrl: string | null;
  onOpen: (alert: UserNotification) => void;
}

/** One alert: poster, the plain sentence, service, country and date; unread ones stand out. */
export function AlertItem({ alert, imageBaseUrl, logoUrl, onOpen }: AlertItemProps) {
  const intl = useIntl();
  const unread = alert.read_at === null;
  const poster =
    imageBaseUrl && alert.poster_path ? imageUrl(alert.poster_path, 'poster', imageBaseUrl) : null;
  return (
    <Row to={notificationPath(alert)} $unread={unread} onClick={() => onOpen(alert)}>
      <Poster>
        {poster ? (
          <img src={poster} alt="" loading="lazy" decoding="async" />
        ) : (
          <PosterIcon alert={alert} />
        )}
      </Poster>
      <Body>
        <Sentence $unread={unread}>
          {unread && (
            <VisuallyHidden>
              {intl.formatMessage({
                defaultMessage: 'Unread:',
                id: 'qr9Jmu',
                description:
                  'Notifications page: what a screen reader hears before the sentence of an unread alert',
              })}
              {SPACE}
            </VisuallyHidden>
          )}
          {notificationSentence(intl, alert)}
        </Sentence>
        <Meta>
          {alert.provider_name && (
            <Fact>
              <span aria-hidden>
                <ProviderLogo name={alert.provider_name} logoUrl={logoUrl} size="sm" />
              </span>
              {alert.provider_name}
            </Fact>
          )}
          {alert.region && <Fact>{countryName(intl, alert.region)}</Fact>}
          <Fact>
            <time dateTime={alert.event_date}>{formatEventDate(intl, alert.event_date)}</time>
          </Fact>
        </Meta>
      </Body>
      {unread ? <Dot aria-hidden /> : <span />}
    </Row>
  );
}
