/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The front door's origin: its OpenID issuer (PUBLIC_URL), its API is `<this>/api`. */
  readonly VITE_FRONT_DOOR_URL?: string;
  readonly VITE_JOB_PORTAL_URL?: string;
  /** The language of the auth screens: en, fr, rw or sw. */
  readonly VITE_LANGUAGE?: string;
}
