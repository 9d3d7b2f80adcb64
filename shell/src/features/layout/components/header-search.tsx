import { Component, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SEARCH_QUERY_LENGTH } from 'shared-core';
import { SearchInput, type SearchSuggestion } from 'shared-ui';
import {
  useRemoteHeaderSearch,
  type HeaderSearchComponent,
  type LoadHeaderSearch,
} from '../hooks/use-remote-header-search';

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

/** Shows `fallback` instead of a loaded component that crashed. */
class FallbackOnError extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('The header search failed; the plain search box took its place', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The header's search box on every page. It paints as a plain box (a submitted search opens the
 * home results for it); once the page has painted, the discovery remote's search takes its place,
 * with home's suggestions and recent searches. The plain box stays if that remote is down.
 */
export function HeaderSearch({ load }: { load?: LoadHeaderSearch }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState<HeaderSearchComponent | null>(null);
  const onLoaded = useCallback(
    (component: HeaderSearchComponent) => setLoaded(() => component),
    [],
  );
  useRemoteHeaderSearch({ container: box, loaded: Loaded, onLoaded, load });
  const plain = (
    <SearchInput
      value={text}
      onChange={setText}
      suggestions={NO_SUGGESTIONS}
      onSelect={() => {}}
      onSubmit={(query) => navigate(`/?q=${encodeURIComponent(query)}`)}
      maxLength={MAX_SEARCH_QUERY_LENGTH}
    />
  );
  return (
    <div ref={box}>
      {Loaded ? (
        <FallbackOnError fallback={plain}>
          <Loaded value={text} onChange={setText} />
        </FallbackOnError>
      ) : (
        plain
      )}
    </div>
  );
}
