import { Bookmark, Compass, Crown, Film, LogIn, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  selectDrawnAsMember,
  selectDrawnAsPlus,
  selectSessionStatus,
  selectWatchlistViewOpen,
  useAppSelector,
  useSignInPath,
  useUpgrade,
  useWatchlistToggle,
} from 'shared-core';

export interface NavAction {
  key: string;
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  emphasis?: 'primary' | 'plus';
  /** Busy until the session is known (drawn for a member the server was told of). */
  busy?: boolean;
}

/**
 * The header's actions for the current visitor, shared with the side menu. A member the server was
 * told of gets their actions at once, busy until their session is known.
 */
export function useNavActions(mobile: boolean): NavAction[] {
  const signedIn = useAppSelector(selectDrawnAsMember);
  const busy = useAppSelector(selectSessionStatus) === 'unknown';
  const premium = useAppSelector(selectDrawnAsPlus);
  const watchlistOpen = useAppSelector(selectWatchlistViewOpen);
  const toggleWatchlist = useWatchlistToggle();
  const upgrade = useUpgrade();
  const signInPath = useSignInPath();
  const iconSize = 16;

  const actions: NavAction[] = [
    {
      key: 'discover',
      label: 'Discover',
      icon: <Compass size={iconSize} aria-hidden />,
      to: '/discover',
    },
  ];
  if (signedIn) {
    actions.push({
      key: 'watchlist',
      label: watchlistOpen ? (mobile ? 'Browse Movies & Shows' : 'Browse') : 'Watchlist',
      icon: watchlistOpen ? (
        <Film size={iconSize} aria-hidden />
      ) : (
        <Bookmark size={iconSize} aria-hidden />
      ),
      onClick: toggleWatchlist,
      busy,
    });
    actions.push({
      key: 'account',
      label: 'My Account',
      icon: <UserRound size={iconSize} aria-hidden />,
      to: '/account',
    });
    if (!premium) {
      actions.push({
        key: 'upgrade',
        label: 'Upgrade',
        icon: <Crown size={iconSize} aria-hidden />,
        onClick: upgrade,
        emphasis: 'plus',
        busy,
      });
    }
  } else {
    actions.push({
      key: 'login',
      label: 'Login',
      icon: <LogIn size={iconSize} aria-hidden />,
      to: signInPath,
      emphasis: 'primary',
    });
  }
  return actions;
}
