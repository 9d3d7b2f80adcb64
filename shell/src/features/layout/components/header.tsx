import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Logo, Stack, theme } from 'shared-ui';
import { selectDrawnAsPlus, useAppSelector } from 'shared-core';
import { appBar } from './app-bar';
import { HeaderSearch } from './header-search';
import { NavActionButton } from './nav-action-button';
import { NotificationsBell } from './notifications-bell';
import { useNavActions } from '../hooks/use-nav-actions';

const Bar = styled.header`
  ${appBar}
  display: grid;
  grid-template-columns: auto minmax(0, 28rem) auto;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xl};
  padding: ${`${theme.space.md} ${theme.space.xl}`};
`;

/** Desktop and tablet header (768 px and wider). */
export function Header() {
  const intl = useIntl();
  const premium = useAppSelector(selectDrawnAsPlus);
  const actions = useNavActions(false);
  return (
    <Bar>
      <Logo variant={premium ? 'plus' : 'standard'} />
      <div role="search">
        <HeaderSearch />
      </div>
      <Stack
        as="nav"
        direction="row"
        align="center"
        gap="sm"
        aria-label={intl.formatMessage({
          defaultMessage: 'Main',
          id: 'sHkloS',
          description: "Header: name of the site's main navigation (read by screen readers)",
        })}
      >
        {actions.map((action) => (
          <NavActionButton key={action.key} action={action} />
        ))}
        <NotificationsBell />
      </Stack>
    </Bar>
  );
}
