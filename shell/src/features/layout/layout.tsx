import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useDocumentTitle } from '../document-title/use-document-title';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  min-height: 70vh;
`;

export function Layout() {
  useDocumentTitle();
  return (
    <>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
