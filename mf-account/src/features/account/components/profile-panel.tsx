import { Crown, MapPin, MonitorPlay, UserRound } from 'lucide-react';
import {
  onboardingCountryName,
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

function IdentityCard() {
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const premium = useAppSelector(selectIsPremium);
  // A member's browser (the member cookie) is not shown as a guest's while its session is read.
  const guest = !useAppSelector(selectDrawnAsMember);
  const label = user?.email ?? (guest ? 'Guest User' : '');
  return (
    <SectionCard title="Profile" icon={<UserRound size={18} aria-hidden />}>
      <Identity direction="row" align="center" gap="lg">
        <Avatar aria-hidden>{label[0]?.toUpperCase()}</Avatar>
        <Who align="start" gap="xs">
          {profile?.full_name && <Muted>{profile.full_name}</Muted>}
          {/* A line's height while the session is read: nothing moves when the email comes. */}
          <Email>{label || '\u00a0'}</Email>
          {premium ? (
            <Badge tone="plus" icon={<Crown size={12} aria-hidden />}>
              Premium Member
            </Badge>
          ) : (
            <Badge>Free Account</Badge>
          )}
        </Who>
      </Identity>
      {guest && (
        <Stack direction="row" wrap align="center" justify="space-between" gap="md">
          <Muted>
            Your choices are kept in this browser. Sign in to keep them on every device.
          </Muted>
          <ButtonLink to={withRedirect('/auth', '/account')} size="sm">
            Sign In
          </ButtonLink>
        </Stack>
      )}
    </SectionCard>
  );
}

function ServicesCard() {
  const selected = useAppSelector(selectSelectedServices);
  const { services } = useStreamingServices();
  const chosen = selected.map(
    (value) =>
      services.find((service) => service.value === value) ?? { value, name: value, logoUrl: null },
  );
  return (
    <SectionCard
      title="Streaming services"
      icon={<MonitorPlay size={18} aria-hidden />}
      action={
        <ButtonLink
          to={withRedirect('/onboarding/services', '/account')}
          variant="secondary"
          size="sm"
        >
          {chosen.length ? 'Edit' : 'Add Services'}
        </ButtonLink>
      }
    >
      {chosen.length ? (
        <ChipList aria-label="Your services">
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
        <Muted>No services selected yet.</Muted>
      )}
    </SectionCard>
  );
}

function LocationCard() {
  const country = useAppSelector(selectCountry);
  return (
    <SectionCard
      title="Location"
      icon={<MapPin size={18} aria-hidden />}
      action={
        <ButtonLink
          to={withRedirect('/onboarding/location', '/account')}
          variant="secondary"
          size="sm"
        >
          Change
        </ButtonLink>
      }
    >
      <Location>
        <CountryFlag code={country} name={onboardingCountryName(country)} />
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
