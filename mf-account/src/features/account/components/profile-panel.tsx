import { Crown, MapPin, MonitorPlay, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  selectCountry,
  selectDrawnAsMember,
  selectIsPremium,
  selectProfile,
  selectSelectedServices,
  selectUser,
  useAppSelector,
  useStreamingServices,
  withRedirect,
} from 'shared-core';
import {
  Badge,
  ButtonLink,
  Chip,
  ChipList,
  CountryFlag,
  ProviderLogo,
  SectionCard,
  Stack,
  theme,
} from 'shared-ui';
import styled from 'styled-components';
import { Muted } from './panel-layout';

const Identity = styled(Stack)`
  min-width: 0;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.accent};
  font-size: ${theme.typography.fontSize.xl};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const Who = styled(Stack)`
  min-width: 0;
`;

const Email = styled.p`
  max-width: 100%;
  overflow: hidden;
  font-weight: ${theme.typography.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Location = styled.div`
  font-size: ${theme.typography.fontSize.md};
`;

/** A line's height while the session is read: nothing moves when the email comes. */
const NO_BREAK_SPACE = '\u00a0';

function IdentityCard() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const premium = useAppSelector(selectIsPremium);
  // A member's browser (the member cookie) is not shown as a guest's while its session is read.
  const guest = !useAppSelector(selectDrawnAsMember);
  const label =
    user?.email ??
    (guest
      ? intl.formatMessage({
          defaultMessage: 'Guest User',
          id: 'kakbOq',
          description:
            'Account > Profile: shown in place of the email for a visitor who is not signed in',
        })
      : '');
  return (
    <SectionCard
      title={intl.formatMessage({
        defaultMessage: 'Profile',
        id: 'GQh9dY',
        description: 'Account > Profile: heading of the card with your email and plan',
      })}
      icon={<UserRound size={18} aria-hidden />}
    >
      <Identity direction="row" align="center" gap="lg">
        <Avatar aria-hidden>{label[0]?.toUpperCase()}</Avatar>
        <Who align="start" gap="xs">
          {profile?.full_name && <Muted>{profile.full_name}</Muted>}
          <Email>{label || NO_BREAK_SPACE}</Email>
          {premium ? (
            <Badge tone="plus" icon={<Crown size={12} aria-hidden />}>
              {intl.formatMessage({
                defaultMessage: 'Premium Member',
                id: 'gmGfJu',
                description: 'Account > Profile: badge of a user with the paid plan',
              })}
            </Badge>
          ) : (
            <Badge>
              {intl.formatMessage({
                defaultMessage: 'Free Account',
                id: 'kH5jqY',
                description: 'Account > Profile: badge of a user without the paid plan',
              })}
            </Badge>
          )}
        </Who>
      </Identity>
      {guest && (
        <Stack direction="row" wrap align="center" justify="space-between" gap="md">
          <Muted>
            {intl.formatMessage({
              defaultMessage:
                'Your choices are kept in this browser. Sign in to keep them on every device.',
              id: 'Dej7nq',
              description: 'Account > Profile: note for a visitor who is not signed in',
            })}
          </Muted>
          <ButtonLink to={withRedirect('/auth', '/account')} size="sm">
            {intl.formatMessage({
              defaultMessage: 'Sign In',
              id: 'J9EH2R',
              description: 'Account > Profile: button shown to a visitor who is not signed in',
            })}
          </ButtonLink>
        </Stack>
      )}
    </SectionCard>
  );
}

function ServicesCard() {
  const intl = useIntl();
  const selected = useAppSelector(selectSelectedServices);
  const { services } = useStreamingServices();
  const chosen = selected.map(
    (value) =>
      services.find((service) => service.value === value) ?? { value, name: value, logoUrl: null },
  );
  return (
    <SectionCard
      title={intl.formatMessage({
        defaultMessage: 'Streaming services',
        id: '8lGuUM',
        description:
          'Account > Profile: heading of the card listing the streaming services you use',
      })}
      icon={<MonitorPlay size={18} aria-hidden />}
      action={
        <ButtonLink
          to={withRedirect('/onboarding/services', '/account')}
          variant="secondary"
          size="sm"
        >
          {chosen.length
            ? intl.formatMessage({
                defaultMessage: 'Edit',
                id: 'MCrZT+',
                description: 'Account > Profile: button to change your streaming services',
              })
            : intl.formatMessage({
                defaultMessage: 'Add Services',
                id: 'GxTstG',
                description:
                  'Account > Profile: button to choose streaming services when none is chosen',
              })}
        </ButtonLink>
      }
    >
      {chosen.length ? (
        <ChipList
          aria-label={intl.formatMessage({
            defaultMessage: 'Your services',
            id: 'TOoCm3',
            description:
              'Account > Profile: accessible name of the list of your streaming services',
          })}
        >
          {chosen.map((service) => (
            <Chip
              key={service.value}
              icon={
                <span aria-hidden>
                  <ProviderLogo name={service.name} logoUrl={service.logoUrl} size="sm" />
                </span>
              }
            >
              {service.name}
            </Chip>
          ))}
        </ChipList>
      ) : (
        <Muted>
          {intl.formatMessage({
            defaultMessage: 'No services selected yet.',
            id: 'bdmYFO',
            description: 'Account > Profile: empty state of the streaming services card',
          })}
        </Muted>
      )}
    </SectionCard>
  );
}

function LocationCard() {
  const intl = useIntl();
  const country = useAppSelector(selectCountry);
  return (
    <SectionCard
      title={intl.formatMessage({
        defaultMessage: 'Location',
        id: 'eHuNv4',
        description: 'Account > Profile: heading of the card showing your country',
      })}
      icon={<MapPin size={18} aria-hidden />}
      action={
        <ButtonLink
          to={withRedirect('/onboarding/location', '/account')}
          variant="secondary"
          size="sm"
        >
          {intl.formatMessage({
            defaultMessage: 'Change',
            id: 'fQvgH/',
            description: 'Account > Profile: button that opens the country picker',
          })}
        </ButtonLink>
      }
    >
      <Location>
        <CountryFlag code={country} name={intl.formatDisplayName(country, { type: 'region' })} />
      </Location>
    </SectionCard>
  );
}

/** Who you are, your plan, your services and your country. */
export function ProfilePanel() {
  return (
    <Stack gap="lg">
      <IdentityCard />
      <ServicesCard />
      <LocationCard />
    </Stack>
  );
}
