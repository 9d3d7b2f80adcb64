import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  BROWSER_STORAGE,
  BROWSER_STORAGE_VALUES,
  browserStorageName,
  type BrowserStorageId,
} from 'shared-core';
import { theme } from 'shared-ui';
import { privacyMessages, STORAGE_AREA_NAMES } from './privacy-messages';
import { BulletList } from './info-article';

const Entries = styled(BulletList)`
  gap: ${theme.space.md};
  padding-left: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Name = styled.h3`
  font-size: ${theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  font-size: ${theme.typography.fontSize.sm};

  dt {
    color: ${theme.colors.text};
  }

  dd {
    margin: 0;
  }
`;

const ids = Object.keys(BROWSER_STORAGE) as BrowserStorageId[];

/** Every entry of shared-core's storage registry: its name here, where it is kept, why, how long. */
export function BrowserStorageList() {
  const intl = useIntl();
  const where = intl.formatMessage(privacyMessages.storedWhere);
  const purpose = intl.formatMessage(privacyMessages.storedPurpose);
  const lifetime = intl.formatMessage(privacyMessages.storedLifetime);
  return (
    <Entries>
      {ids.map((id) => {
        const entry = BROWSER_STORAGE[id];
        return (
          <Entry key={id}>
            <Name>
              <code>{browserStorageName(id)}</code>
            </Name>
            <Facts>
              <dt>{where}</dt>
              <dd>{intl.formatMessage(STORAGE_AREA_NAMES[entry.area])}</dd>
              <dt>{purpose}</dt>
              <dd>{intl.formatMessage(entry.purpose, BROWSER_STORAGE_VALUES)}</dd>
              <dt>{lifetime}</dt>
              <dd>{intl.formatMessage(entry.lifetime, BROWSER_STORAGE_VALUES)}</dd>
            </Facts>
          </Entry>
        );
      })}
    </Entries>
  );
}
