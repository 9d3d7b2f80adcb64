import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  selectSelectedServices,
  servicesSaved,
  useAppDispatch,
  useAppSelector,
  useRedirectTarget,
  useStreamingServices,
} from 'shared-core';
import { Button, Stack, TextField, media, theme } from 'shared-ui';
import styled from 'styled-components';
import { ServiceTile } from './service-tile';
import { StepLayout } from './step-layout';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Toolbar = styled(Stack)`
  & > :first-child {
    flex: 0 1 360px;
  }

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;

    & > :first-child {
      flex: none;
    }
  }
`;

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const messages = defineMessages<{
  title: NoMessageValues;
  lead: NoMessageValues;
  continue: { count: number };
  findLabel: NoMessageValues;
  findPlaceholder: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  count: { count: number };
  noMatch: { filter: string };
  grid: NoMessageValues;
}>({
  title: {
    defaultMessage: 'Which streaming services do you have?',
    id: 'wUlm4R',
    description: 'Onboarding, services step: main heading',
  },
  lead: {
    defaultMessage:
      'Pick every service you subscribe to. We will put them first wherever a title is streaming.',
    id: 'Fh21Qs',
    description: 'Onboarding, services step: text under the heading',
  },
  continue: {
    defaultMessage: 'Continue ({count, plural, one {# selected} other {# selected}})',
    id: '4a97Cz',
    description:
      'Onboarding, services step: main button saving the choice, with how many services are chosen',
  },
  findLabel: {
    defaultMessage: 'Find a service',
    id: 'CLq9Cj',
    description: 'Onboarding, services step: label of the search field that filters the services',
  },
  findPlaceholder: {
    defaultMessage: 'Netflix, Crunchyroll…',
    id: 'uy995j',
    description:
      'Onboarding, services step: example text in the empty search field (brand names: keep them)',
  },
  loading: {
    defaultMessage: 'Loading more services…',
    id: 'NzSCEg',
    description: 'Onboarding, services step: note while the full list of services loads',
  },
  failed: {
    defaultMessage: 'Showing the most popular services.',
    id: '7WVFOj',
    description:
      'Onboarding, services step: note when the full list could not load and only the main services show',
  },
  count: {
    defaultMessage: '{count, plural, one {# service} other {# services}}',
    id: 'i75RYN',
    description: 'Onboarding, services step: note with how many services are listed',
  },
  noMatch: {
    defaultMessage: 'No service matches “{filter}”.',
    id: 'oKgmLp',
    description: 'Onboarding, services step: empty state when no service matches what was typed',
  },
  grid: {
    defaultMessage: 'Streaming services',
    id: 'p0MZgE',
    description: 'Onboarding, services step: screen-reader name of the list of service tiles',
  },
});

/** /onboarding/services: pick the services you have; Continue saves them. */
export function ServicesStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { carry } = useRedirectTarget();
  const stored = useAppSelector(selectSelectedServices);
  const { services, loading, failed } = useStreamingServices();
  // What the store holds until the visitor picks (the store may still learn the browser's choices).
  const [picked, setPicked] = useState<string[] | null>(null);
  const selected = picked ?? stored;
  const [filter, setFilter] = useState('');

  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term
      ? services.filter((service) => service.name.toLowerCase().includes(term))
      : services;
  }, [filter, services]);

  const toggle = (value: string) =>
    setPicked(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );

  const save = () => {
    dispatch(servicesSaved(selected));
    navigate(carry('/onboarding/location'));
  };

  return (
    <StepLayout
      step={1}
      title={intl.formatMessage(messages.title)}
      lead={intl.formatMessage(messages.lead)}
      backTo={carry('/welcome')}
      onSkip={() => navigate(carry('/onboarding/location'))}
      primary={
        <Button disabled={selected.length === 0} onClick={save}>
          {intl.formatMessage(messages.continue, { count: selected.length })}
        </Button>
      }
    >
      <Toolbar direction="row" align="end" justify="space-between" gap="lg">
        <TextField
          label={intl.formatMessage(messages.findLabel)}
          type="search"
          placeholder={intl.formatMessage(messages.findPlaceholder)}
          icon={<Search size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Note role="status">
          {loading
            ? intl.formatMessage(messages.loading)
            : failed
              ? intl.formatMessage(messages.failed)
              : intl.formatMessage(messages.count, { count: services.length })}
        </Note>
      </Toolbar>
      {shown.length === 0 ? (
        <Note>{intl.formatMessage(messages.noMatch, { filter: filter.trim() })}</Note>
      ) : (
        <Grid aria-label={intl.formatMessage(messages.grid)}>
          {shown.map((service) => (
            <li key={service.value}>
              <ServiceTile
                service={service}
                selected={selected.includes(service.value)}
                onToggle={toggle}
              />
            </li>
          ))}
        </Grid>
      )}
    </StepLayout>
  );
}
