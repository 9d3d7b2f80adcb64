import { screen } from '@testing-library/react';
import { installFakeBackend, renderWithProviders } from 'dev-harness/testing';
import { ContactPage } from './contact-page';

describe('/contact', () => {
  it("gives the deployment's address (CONTACT_EMAIL), and promises no reply time", () => {
    installFakeBackend({}, { contactEmail: 'help@watchwhere.example' });
    renderWithProviders(<ContactPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@watchwhere.example' })).toHaveAttribute(
      'href',
      'mailto:help@watchwhere.example',
    );
    expect(screen.getByText(/name the title, the service and your country/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/working days|will answer|nobody/);
  });

  it('without an address, says nobody reads messages here and how to report a problem', () => {
    installFakeBackend();
    renderWithProviders(<ContactPage />);

    expect(screen.getByText(/no contact address set up/)).toBeVisible();
    expect(screen.getByText(/open an issue in the WatchWhere project/)).toBeVisible();
    expect(screen.getByText(/by setting CONTACT_EMAIL/)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/@|working days/);
  });
});
