import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
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
import { titleMessages, titleToasts } from '../features/title/title-messages';
import { withAppIntl } from '../app/app-intl';

function MovieIdMissing() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(toastShown(titleToasts.movieIdMissing(intl)));
    // Said once, in the language of the moment: a language switch does not toast it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  const heading = intl.formatMessage(titleMessages.movieIdMissing);
  return (
    <Page title={heading}>
      <DetailMessage
        icon={<FileQuestion size={40} aria-hidden />}
        title={heading}
        action={<ButtonLink to="/">{intl.formatMessage(titleMessages.backToHome)}</ButtonLink>}
      />
    </Page>
  );
}

function InvalidId() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(toastShown(titleToasts.movieNotFound(intl)));
    // Said once, in the language of the moment: a language switch does not toast it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
