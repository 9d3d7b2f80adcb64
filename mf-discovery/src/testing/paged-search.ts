import { movieResult, type Reply } from 'dev-harness/testing';

/**
 * `/search/multi` over `count` movies ("Title 1"…), 20 a page as the catalog answers, by the
 * request's `page`; popularity rises down the list, so the catalog's order is never popularity's.
 */
export const pagedSearch =
  (count: number) =>
  (request: Request): Reply => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    const all = Array.from({ length: count }, (_, index) =>
      movieResult(index + 1, `Title ${index + 1}`, { popularity: index + 1 }),
    );
    return {
      body: {
        page,
        total_pages: Math.ceil(count / 20),
        total_results: count,
        results: all.slice((page - 1) * 20, page * 20),
      },
    };
  };
