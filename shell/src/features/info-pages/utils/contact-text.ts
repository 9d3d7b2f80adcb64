// Every sentence of /contact, whole, for translation; `{name}` marks a value the page fills in.

export const CONTACT_TEXT = {
  title: 'Contact',
  writeTo: 'Write to {email}.',
  whatToSay:
    'Say which page you were on, what you expected and what you saw. If a title streams somewhere this site does not show, or no longer where it does, name the title, the service and your country.',
  noAddress:
    'This site has no contact address set up, so there is nobody here to write to, and nobody will answer.',
  reportInProject:
    'To report a problem with the app itself, open an issue in the WatchWhere project where you got it, saying which page you were on, what you expected and what you saw.',
  forOperators: 'Whoever runs this site can show an address here by setting CONTACT_EMAIL.',
} as const;
