import styled from 'styled-components';

// TMDB's brand colours, for the attribution its terms ask for (no remote logo: the app runs offline).
const Mark = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background: linear-gradient(90deg, #90cea1, #01b4e4);
  color: #0d253f;
  font-weight: 800;
  letter-spacing: 0.04em;
`;

/** TMDB's name: a brand, the same in every language. */
const TMDB = 'TMDB';

export function TmdbMark() {
  return <Mark aria-label={TMDB}>{TMDB}</Mark>;
}
