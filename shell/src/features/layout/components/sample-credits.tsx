import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { selectCatalogIsSample, useAppSelector } from 'shared-core';
import { theme } from 'shared-ui';
import { DATA_CREDITS } from '../../../lib/data-credits';

const Note = styled.p`
  margin: 0;
`;

const PhoneNote = styled(Note)`
  padding: ${`${theme.space.lg} ${theme.space.xl}`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

/** The offline catalog's real sources and what is sample; nothing unless the catalog said it is sample. */
export function SampleCredits({ standalone = false }: { standalone?: boolean }) {
  const isSample = useAppSelector(selectCatalogIsSample);
  if (isSample !== true) return null;
  const credits = <FormattedMessage {...DATA_CREDITS.sample} />;
  return standalone ? <PhoneNote>{credits}</PhoneNote> : <Note>{credits}</Note>;
}
