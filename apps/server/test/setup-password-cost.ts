import { setPasswordHashCost } from '../src/platform/passwords';

/*
 * Tests create many accounts: hashing each at the production cost (N = 2^17, 128 MiB, 100+ ms) on
 * a shared 2-core machine would make the suite slow for nothing. passwords.test.ts checks the
 * production cost explicitly.
 */
setPasswordHashCost(12);
