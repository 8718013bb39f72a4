/** Ports of the end-to-end run; E2E_PORT moves all of them (several runs side by side). */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIL_SMTP_PORT = APP_PORT + 25;
export const MAIL_HTTP_PORT = APP_PORT + 26;
export const BASE_URL = `http://localhost:${APP_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
