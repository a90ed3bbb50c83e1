/** Shown in the browser tab after each page title and on the sign-in card. */
export const APP_NAME = 'Back-office';
