import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
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

/** /onboarding/services: pick the services you have; Continue saves them. */
export function ServicesStep() {
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
      title="Which streaming services do you have?"
      lead="Pick every service you subscribe to. We will put them first wherever a title is streaming."
      backTo={carry('/welcome')}
      onSkip={() => navigate(carry('/onboarding/location'))}
      primary={
        <Button disabled={selected.length === 0} onClick={save}>
          Continue ({selected.length} selected)
        </Button>
      }
    >
      <Toolbar direction="row" align="end" justify="space-between" gap="lg">
        <TextField
          label="Find a service"
          type="search"
          placeholder="Netflix, Crunchyroll…"
          icon={<Search size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Note role="status">
          {loading
            ? 'Loading more services…'
            : failed
              ? 'Showing the most popular services.'
              : `${services.length} services`}
        </Note>
      </Toolbar>
      {shown.length === 0 ? (
        <Note>No service matches “{filter.trim()}”.</Note>
      ) : (
        <Grid aria-label="Streaming services">
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
