import { useState } from 'react';

/** The search box's text: free to edit, and reset to `term` whenever the page's term changes. */
export function useSearchText(term: string): [string, (text: string) => void] {
  const [text, setText] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    // A search from elsewhere (the header, Back): the box shows it.
    setShownTerm(term);
    setText(term);
  }
  return [text, setText];
}
