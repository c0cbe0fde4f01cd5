import type { AccountTables } from './accounts';
import type { ArticleTables } from './articles';
import type { ClinicalTables } from './clinical';
import type { CommunityTables } from './community';
import type { ConsentTables } from './consent';
import type { ErasureTables } from './erasure';
import type { MessageTables } from './messages';
import type { OidcTables } from './oidc';
import type { PeopleTables } from './people';
import type { PlatformTables } from './platform';

/*
 * The tables as Kysely sees them, one file per area, mirroring migrations/*.sql (the migrations
 * are the truth; keep these in step). `Generated` columns may be left out of inserts. The schema
 * is one, as the migrations are: it belongs to the platform, and every domain reads it from here.
 */

export interface Tables
  extends
    AccountTables,
    PeopleTables,
    PlatformTables,
    ClinicalTables,
    MessageTables,
    ArticleTables,
    CommunityTables,
    OidcTables,
    ConsentTables,
    ErasureTables {}

export type * from './accounts';
export type * from './articles';
export type * from './clinical';
export type * from './columns';
export type * from './consent';
export type * from './community';
export type * from './erasure';
export type * from './messages';
export type * from './oidc';
export type * from './people';
export type * from './platform';
