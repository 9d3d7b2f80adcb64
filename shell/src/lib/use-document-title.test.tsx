import { act } from '@testing-library/react';
import { pageTitleChanged } from 'shared-core';
import { renderWithProviders } from 'dev-harness/testing';
import { documentTitleFor, useDocumentTitle } from './use-document-title';

function TitleSync() {
  useDocumentTitle();
  return null;
}

describe('useDocumentTitle', () => {
  it('shows the brand alone until a page announces its title', () => {
    expect(documentTitleFor('')).toBe('WatchWhere');
    expect(documentTitleFor('My Library')).toBe('My Library · WatchWhere');
  });

  it('follows the title a page dispatches to the shared store, keeping the served one till then', () => {
    document.title = 'The Matrix · WatchWhere';
    const { store } = renderWithProviders(<TitleSync />);
    expect(document.title).toBe('The Matrix · WatchWhere');

    act(() => {
      store.dispatch(pageTitleChanged('Account Settings'));
    });

    expect(document.title).toBe('Account Settings · WatchWhere');
  });
});
