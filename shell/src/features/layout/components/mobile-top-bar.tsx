import { Menu, Search } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { selectDrawnAsPlus, useAppSelector } from 'shared-core';
import { ButtonLink, IconButton, Logo, Sheet, Stack, theme } from 'shared-ui';
import { appBar } from './app-bar';
import { NavActionButton } from './nav-action-button';
import { NotificationsBell } from './notifications-bell';
import { useNavActions } from '../hooks/use-nav-actions';

const Bar = styled(Stack)`
  ${appBar}
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
`;

const MenuList = styled.nav`
  display: grid;
  gap: ${theme.space.sm};

  a,
  button {
    justify-content: flex-start;
  }
`;

const messages = defineMessages({
  search: {
    defaultMessage: 'Search',
    id: 'oz+Q1q',
    description: 'Phone top bar: icon button opening the search page',
  },
  openMenu: {
    defaultMessage: 'Open menu',
    id: '2fKGgM',
    description: 'Phone top bar: icon button opening the side menu',
  },
  menu: {
    defaultMessage: 'Menu',
    id: 'YqNT4I',
    description: "Phone side menu: its title, holding the header's actions",
  },
});

/**
 * Phones (under 768 px): the logo (the way home), search, the bell and the side menu holding the
 * header's actions. No separate Home button: with the bell and a Plus logo it pushed the menu
 * button off a 390 px screen.
 */
export function MobileTopBar() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const premium = useAppSelector(selectDrawnAsPlus);
  const actions = useNavActions(true);
  const close = () => setMenuOpen(false);
  return (
    <Bar as="header" direction="row" align="center" justify="space-between" gap="sm">
      <Logo variant={premium ? 'plus' : 'standard'} size="sm" />
      <Stack direction="row" align="center" gap="xs">
        <ButtonLink
          to="/search"
          variant="ghost"
          size="sm"
          icon={<Search size={18} aria-hidden />}
          aria-label={intl.formatMessage(messages.search)}
        />
        <NotificationsBell size="sm" />
        <IconButton
          label={intl.formatMessage(messages.openMenu)}
          icon={<Menu size={20} aria-hidden />}
          onClick={() => setMenuOpen(true)}
        />
      </Stack>
      <Sheet open={menuOpen} onClose={close} title={intl.formatMessage(messages.menu)} side="right">
        <MenuList aria-label={intl.formatMessage(messages.menu)}>
          {actions.map((action) => (
            <NavActionButton key={action.key} action={action} fullWidth onDone={close} />
          ))}
        </MenuList>
      </Sheet>
    </Bar>
  );
}
