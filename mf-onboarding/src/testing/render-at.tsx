import { renderWithProviders } from 'dev-harness/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { AppStore } from 'shared-core';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** Renders a screen at its route, with the current path shown so tests can see where it navigates. */
export function renderAt(path: string, screen: ReactElement, options: { store?: AppStore } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { route: path, ...options },
  );
}

export const currentPath = (container: { getByLabelText: (label: string) => HTMLElement }) =>
  container.getByLabelText('Current path').textContent;
