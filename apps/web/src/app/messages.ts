/** Strings the shell itself shows. */
export const webMessages = {
  unexpectedError: 'Unexpected Application Error!',
  goHome: 'Go to the homepage',
  reload: 'Reload the page',
  loadingPage: 'Loading page…',
};
