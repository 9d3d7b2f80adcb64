import { selectIsPremium, useAppSelector } from 'shared-core';
import { DemoToggle } from '../premium/demo-toggle';
import { UpsellCard } from '../premium/upsell-card';
import { SearchBox } from '../search/search-box';
import { useSearchText } from '../search/use-search-text';
import { HomeBrowse } from './home-browse';
import { Hero } from './hero';
import { SearchResults } from './search-results';
import { useSearchTerm } from './use-search-term';

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
