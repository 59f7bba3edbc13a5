/** Strings the shell itself shows. */
export const webMessages = {
  unexpectedError: 'Unexpected Application Error!',
  unknownError: 'Unknown error',
  goHome: 'Go to the homepage',
  reload: 'Reload the page',
  loadingPage: 'Loading page…',
};
