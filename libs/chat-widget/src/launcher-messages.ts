/** The floating launcher's strings: the only ones the page ships before the widget is opened. */
export const launcherMessages = {
  open: 'Open the AI assistant',
  close: 'Close the AI assistant',
  loading: 'Loading the assistant…',
  loadFailed: 'The assistant could not be loaded. Please check your connection and try again.',
};
