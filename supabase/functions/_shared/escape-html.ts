/** Text made safe for HTML content and quoted attribute values (`& < > " '` as numeric entities). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
