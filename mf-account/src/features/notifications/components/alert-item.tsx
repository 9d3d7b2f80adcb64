import { Link } from 'react-router';
import {
  countryInfo,
  formatEventDate,
  imageUrl,
  notificationPath,
  notificationSentence,
  type UserNotification,
} from 'shared-core';
import { focusRing, ProviderLogo, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.accentBorder : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accentTint : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.normal};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${focusRing}
`;

const Poster = styled.div`
  position: relative;
  width: 56px;
  aspect-ratio: 2 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
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
  const unread = alert.read_at === null;
  const poster =
    imageBaseUrl && alert.poster_path ? imageUrl(alert.poster_path, 'poster', imageBaseUrl) : null;
  return (
    <Row to={notificationPath(alert)} $unread={unread} onClick={() => onOpen(alert)}>
      <Poster>{poster && <img src={poster} alt="" loading="lazy" decoding="async" />}</Poster>
      <Body>
        <Sentence $unread={unread}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notificationSentence(alert)}
        </Sentence>
        <Meta>
          {alert.provider_name && (
            <>
              <span aria-hidden>
                <ProviderLogo name={alert.provider_name} logoUrl={logoUrl} size="sm" />
              </span>
              <span>{alert.provider_name}</span>
              <span aria-hidden>·</span>
            </>
          )}
          {alert.region && (
            <>
              <span>{countryInfo(alert.region).name}</span>
              <span aria-hidden>·</span>
            </>
          )}
          <time dateTime={alert.event_date}>{formatEventDate(alert.event_date)}</time>
        </Meta>
      </Body>
      {unread ? <Dot aria-hidden /> : <span />}
    </Row>
  );
}
