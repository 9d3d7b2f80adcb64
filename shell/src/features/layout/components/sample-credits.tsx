import styled from 'styled-components';
import { selectCatalogIsSample, useAppSelector } from 'shared-core';
import { theme } from 'shared-ui';

const Note = styled.p`
  margin: 0;
`;

const PhoneNote = styled(Note)`
  padding: ${`${theme.space.lg} ${theme.space.xl}`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const SAMPLE_CREDITS =
  'Sample catalog: films and their facts from vega-datasets, anime from bangumi-data, well-known ' +
  'series typed in by hand. Where titles stream, when they arrive and leave, posters and streaming ' +
  'ranks are sample data.';

/** The offline catalog's real sources and what is sample; nothing unless the catalog said it is sample. */
export function SampleCredits({ standalone = false }: { standalone?: boolean }) {
  const isSample = useAppSelector(selectCatalogIsSample);
  if (isSample !== true) return null;
  return standalone ? <PhoneNote>{SAMPLE_CREDITS}</PhoneNote> : <Note>{SAMPLE_CREDITS}</Note>;
}
