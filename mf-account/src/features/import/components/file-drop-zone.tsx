import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { theme, visuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${`${theme.space.xxl} ${theme.space.xl}`};
  border: 2px dashed ${({ $over }) => ($over ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${theme.radii.xl};
  background: ${({ $over }) => ($over ? theme.colors.accentTint : theme.colors.surface)};
  text-align: center;
  transition: background ${theme.motion.fast};
`;

const Input = styled.input`
  ${visuallyHidden}
`;

/** Drawn as a secondary button: the native input stays for the keyboard and screen readers. */
const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${`${theme.space.xs} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceHover};
  }

  input:focus-visible + & {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Lead = styled.p`
  color: ${theme.colors.text};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const Hint = styled.p`
  max-width: 34rem;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

/** Where an export is dropped, or picked with the file input inside it (a keyboard reaches it). */
export function FileDropZone({ onFile }: { onFile: (file: File) => void }) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Zone
      $over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Upload size={32} aria-hidden color={theme.colors.accent} />
      <Lead>
        {intl.formatMessage({
          defaultMessage: 'Drop your export here',
          id: 'PzpDoC',
          description: 'Import page: text in the area where a file can be dropped',
        })}
      </Lead>
      <Input
        id={inputId}
        type="file"
        accept=".csv,.json,.zip,.txt,text/csv,application/json,application/zip"
        aria-describedby={hintId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <PickLabel htmlFor={inputId}>
        {intl.formatMessage({
          defaultMessage: 'Choose a file',
          id: 'ljgyeu',
          description:
            'Import page: button (the label of the file input) that opens the file picker',
        })}
      </PickLabel>
      <Hint id={hintId}>
        {intl.formatMessage({
          defaultMessage:
            'A Letterboxd export (its ZIP or the watchlist.csv inside), an IMDb list or watchlist (CSV) or a Trakt watchlist (JSON), up to 5 MB.',
          id: 'W+Ra5f',
          description:
            'Import page: the files the import reads; Letterboxd, IMDb and Trakt are services whose lists can be exported',
        })}
      </Hint>
    </Zone>
  );
}
