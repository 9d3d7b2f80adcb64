import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import {
  parseRouteId,
  prefetchCatalogConfiguration,
  toastShown,
  useAppDispatch,
  type RouteDataLoader,
} from 'shared-core';
import { prefetchTitleDetails } from '../features/title/api/get-title-details';
import { prefetchWatchProviders } from '../lib/api/get-watch-providers';
import { ButtonLink } from 'shared-ui';
import { Page } from '../app/page';
import { DetailMessage } from '../features/title/components/detail-message';
import { MovieNotFound, TitleScreen } from './detail/title-screen';
import { titleMessages } from '../features/title/title-messages';
import { withAppIntl } from '../app/app-intl';

function MovieIdMissing() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(toastShown(titleMessages.movieIdMissing()));
  }, [dispatch]);
  return (
    <Page title="Movie ID is missing">
      <DetailMessage
        icon={<FileQuestion size={40} aria-hidden />}
        title="Movie ID is missing"
        action={<ButtonLink to="/">Back to Home</ButtonLink>}
      />
    </Page>
  );
}

function InvalidId() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(toastShown(titleMessages.movieNotFound()));
  }, [dispatch]);
  return <MovieNotFound />;
}

/** `/movie/:id`: plain ids are movies, `tv_{n}` TV shows. */
function DetailPage() {
  const { id = '' } = useParams();
  const title = useMemo(() => parseRouteId(id), [id]);
  if (!id.trim()) return <MovieIdMissing />;
  if (!title) return <InvalidId />;
  return <TitleScreen key={id} title={title} />;
}

/** The route-data contract: what a title page's first render reads. */
export const loadRouteData: RouteDataLoader = ({ dispatch, params }) => {
  const title = parseRouteId(params.id ?? '');
  if (!title) return;
  dispatch(prefetchCatalogConfiguration());
  dispatch(prefetchTitleDetails(title));
  dispatch(prefetchWatchProviders(title));
};

export default withAppIntl(DetailPage);
