/** The Google test (/test-google) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/test-google`). */
export { TestGoogleScreen as default } from '../screens/test-google/test-google-screen';
