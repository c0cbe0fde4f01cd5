import type { Timestamp } from './columns';

/* Sign-in through the hospital's identity provider (migration 0032). Mirrors the migration. */

/** A sign-in sent to the provider, taken by its callback. */
export interface OidcSignInsTable {
  state_hash: Buffer;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
}
/** A one-time code the console exchanges for a session. */
export interface OidcHandoffsTable {
  code_hash: Buffer;
  user_id: number;
  id_token: string | null;
  expires_at: Timestamp;
}
/** The ID token of a provider sign-in, for the logout's id_token_hint. */
export interface OidcLogoutHintsTable {
  user_id: number;
  signed_in_at: Timestamp;
  id_token: string;
  expires_at: Timestamp;
}

export interface OidcTables {
  oidc_sign_ins: OidcSignInsTable;
  oidc_handoffs: OidcHandoffsTable;
  oidc_logout_hints: OidcLogoutHintsTable;
}
