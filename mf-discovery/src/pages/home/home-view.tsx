import { selectIsPremium, useAppSelector } from 'shared-core';
import { DemoToggle } from '../../features/premium/components/demo-toggle';
import { UpsellCard } from '../../features/premium/components/upsell-card';
import { SearchBox } from '../../features/search/components/search-box';
import { useSearchText } from '../../features/search/hooks/use-search-text';
import { HomeBrowse } from './home-browse';
import { Hero } from '../../features/home/components/hero';
import { SearchResults } from './search-results';
import { useSearchTerm } from '../../lib/use-search-term';

/** Home: hero and search, then results for `?q=` or the browse rows, and the upsell for free users. */
export function HomeView() {
  const premium = useAppSelector(selectIsPremium);
  const [term, setTerm] = useSearchTerm();
  const [text, setText] = useSearchText(term);

  return (
    <>
      <Hero search={<SearchBox size="lg" value={text} onChange={setText} onSearch={setTerm} />}>
        <DemoToggle />
      </Hero>
      {term ? <SearchResults term={term} /> : <HomeBrowse onSearch={setTerm} />}
      {!premium && <UpsellCard />}
    </>
  );
}
