import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  countrySaved,
  ONBOARDING_COUNTRIES,
  selectSelectedCountry,
  useAppDispatch,
  useAppSelector,
  useRedirectTarget,
} from 'shared-core';
import { Button, media, visuallyHidden, theme } from 'shared-ui';
import styled from 'styled-components';
import { useFinishOnboarding } from '../hooks/use-finish-onboarding';
import { CountryOption } from './country-option';
import { StepLayout } from './step-layout';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${theme.space.md};

  ${media.down('desktop')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const messages = defineMessages({
  title: {
    defaultMessage: 'Where do you watch?',
    id: 'ZxA/ky',
    description: 'Onboarding, country step: main heading (the country the visitor streams in)',
  },
  lead: {
    defaultMessage:
      'Streaming catalogs differ by country. Pick yours to see what is available where you are.',
    id: 'KyKPiW',
    description: 'Onboarding, country step: text under the heading',
  },
});

/** /onboarding/location: pick one country; Complete Setup saves it and goes on (home by default). */
export function LocationStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const finish = useFinishOnboarding();
  const { carry } = useRedirectTarget();
  const stored = useAppSelector(selectSelectedCountry);
  // What the store holds until the visitor picks (the store may still learn the browser's choice).
  const [picked, setCountry] = useState<string | null>(null);
  const country = picked ?? stored;

  const complete = () => {
    if (!country) return;
    dispatch(countrySaved(country));
    finish();
  };

  return (
    <StepLayout
      step={2}
      title={intl.formatMessage(messages.title)}
      lead={intl.formatMessage(messages.lead)}
      backTo={carry('/onboarding/services')}
      onSkip={finish}
      primary={
        <Button disabled={!country} onClick={complete}>
          {intl.formatMessage({
            defaultMessage: 'Complete Setup',
            id: 'eAUX3p',
            description:
              'Onboarding, country step: main button saving the country and finishing setup',
          })}
        </Button>
      }
    >
      <Fieldset>
        <Legend>
          {intl.formatMessage({
            defaultMessage: 'Your country',
            id: 'c3e4hD',
            description:
              'Onboarding, country step: screen-reader name of the group of country choices',
          })}
        </Legend>
        <Grid>
          {ONBOARDING_COUNTRIES.map((option) => (
            <CountryOption
              key={option.code}
              country={option}
              checked={country === option.code}
              onSelect={setCountry}
            />
          ))}
        </Grid>
      </Fieldset>
    </StepLayout>
  );
}
