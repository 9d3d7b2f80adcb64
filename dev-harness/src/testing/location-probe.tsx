import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Shows where the router is, so a test can assert a navigation the way a user would see it. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

/** The path and query the LocationProbe shows. */
export const currentLocation = () => screen.getByLabelText('Current location').textContent;
