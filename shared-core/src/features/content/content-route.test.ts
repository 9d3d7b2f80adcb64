import { contentPath, parseRouteId, toRouteId } from './content-route';

describe('route ids', () => {
  it('uses plain ids for movies and tv_{n} for TV shows', () => {
    expect(toRouteId({ id: 603, media_type: 'movie' })).toBe('603');
    expect(toRouteId({ id: 1399, media_type: 'tv' })).toBe('tv_1399');
    expect(contentPath({ id: 1399, media_type: 'tv' })).toBe('/movie/tv_1399');
  });

  it('reads route ids back', () => {
    expect(parseRouteId('603')).toEqual({ id: 603, media_type: 'movie' });
    expect(parseRouteId('tv_1399')).toEqual({ id: 1399, media_type: 'tv' });
  });

  it.each(['', 'abc', 'tv_', 'tv_x', '0', '-5', 'movie_3', '12.5', 'tv_01'])(
    'rejects %p',
    (routeId) => {
      expect(parseRouteId(routeId)).toBeNull();
    },
  );
});
