import styled from 'styled-components';
import { theme } from 'shared-ui';
import { LanguagePicker } from './language-picker';
import { SampleCredits } from './sample-credits';

const Languages = styled.div`
  padding: ${`0 ${theme.space.xl} ${theme.space.lg}`};
  font-size: ${theme.typography.fontSize.sm};
`;

/**
 * The end of the phone's home screen, which has no footer: whether availability is sample data,
 * and the languages (the only place a phone's home offers them).
 */
export function PhoneHomeEnd() {
  return (
    <>
      <SampleCredits standalone />
      <Languages>
        <LanguagePicker />
      </Languages>
    </>
  );
}
