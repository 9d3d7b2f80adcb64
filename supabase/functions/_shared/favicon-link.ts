/**
 * The app's icon, inline, for the backend's and the functions' own HTML pages: without it the browser
 * asks for /favicon.ico and logs a 404 on every visit.
 */
export const FAVICON_LINK =
  "<link rel=\"icon\" href=\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='9' fill='%23ffb224'/%3E%3Cpath d='M12 9l11 7-11 7z' fill='%231a1100'/%3E%3C/svg%3E\">";
