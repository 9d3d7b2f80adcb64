import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  selectIsPremium,
  selectWatchlistViewOpen,
  useAppDispatch,
  useAppSelector,
  watchlistViewClosed,
} from 'shared-core';
import { Main } from '../app/layout';
import { Page } from '../app/page';
import { HomeView } from './home/home-view';
import { WatchlistView } from '../features/watchlist/components/watchlist-view';
import { withAppIntl } from '../app/app-intl';

function HomePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const premium = useAppSelector(selectIsPremium);
  const watchlistOpen = useAppSelector(selectWatchlistViewOpen);
  const showWatchlist = watchlistOpen && premium;

  useEffect(() => {
    // The watchlist view is premium-only: losing premium (demo off) goes back to browsing.
    if (watchlistOpen && !premium) dispatch(watchlistViewClosed());
  }, [dispatch, premium, watchlistOpen]);

  return (
    <Page
      title={
        showWatchlist
          ? intl.formatMessage({
              defaultMessage: 'My Watchlist',
              id: '05mUig',
              description: 'Home page showing the watchlist: document title',
            })
          : intl.formatMessage({
              defaultMessage: 'Home',
              id: 'ilsbUm',
              description: 'Home page: document title',
            })
      }
    >
      <Main>{showWatchlist ? <WatchlistView /> : <HomeView />}</Main>
    </Page>
  );
}

export { loadHomeData as loadRouteData } from '../app/route-data';

export default withAppIntl(HomePage);
