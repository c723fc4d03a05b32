import type { Accounts } from './accounts';
import { generatePassword, hashPassword, type PasswordCost, verifyPassword } from './passwords';

export interface AdminSetup {
  /** Set only when this start created the password; shown once to whoever started the server. */
  generatedPassword?: string;
  /** True when ADMIN_PASSWORD replaced a different password, which also ended every session. */
  passwordChanged: boolean;
}

/**
 * The couple's first account, whose password is set from outside the site: ADMIN_PASSWORD at a start, or
 * `npm run set-password`. `setPassword` ends the account's sessions with the old password.
 */
export function createFirstAccount(
  accounts: Accounts,
  setPassword: (userId: number, hash: string) => void,
  passwordCost: PasswordCost,
) {
  return {
    /**
     * Makes sure the admin account exists. ADMIN_PASSWORD, when given, becomes its password; on a first start
     * without it a password is generated. Only the scrypt hash is stored.
     */
    async ensureAdmin(adminPassword: string | undefined): Promise<AdminSetup> {
      // The first account removed by another of the couple's: the spec's sign-in is the one that remains, and
      // ADMIN_PASSWORD, when given, is its password; no new first account is made beside it.
      const existing = accounts.admin() ?? accounts.theCouple();
      if (!existing) {
        const password = adminPassword ?? generatePassword();
        accounts.insertAdmin(await hashPassword(password, passwordCost));
        return adminPassword ? { passwordChanged: false } : { generatedPassword: password, passwordChanged: false };
      }
      if (adminPassword !== undefined && !(await verifyPassword(adminPassword, existing.password))) {
        setPassword(existing.id, await hashPassword(adminPassword, passwordCost));
        return { passwordChanged: true };
      }
      return { passwordChanged: false };
    },

    /** Sets the admin password, creating the account when the site has never started yet. */
    async changePassword(password: string): Promise<void> {
      const hash = await hashPassword(password, passwordCost);
      const user = accounts.admin();
      if (user) setPassword(user.id, hash);
      else accounts.insertAdmin(hash);
    },
  };
}
