import styled from 'styled-components';
import { selectCatalogIsSample, useAppSelector } from 'shared-core';
import { theme } from 'shared-ui';
import { SAMPLE_CREDITS } from '../../../lib/data-credits';

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
  return standalone ? <PhoneNote>{SAMPLE_CREDITS}</PhoneNote> : <Note>{SAMPLE_CREDITS}</Note>;
}
