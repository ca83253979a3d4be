import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons, emailVerificationCodes, passwordResetTokens } from '../../db/schema';

// ---- password reset tokens ----

/** Issues a reset token; older unused ones of the person stop working (only the newest link does). */
export async function replaceResetToken(
  db: Db,
  contactPersonId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.contactPersonId, contactPersonId), isNull(passwordResetTokens.usedAt)),
      );
    await tx.insert(passwordResetTokens).values({ tokenHash, contactPersonId, expiresAt });
  });
}

export async function selectLiveResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ contactPersonId: number } | null> {
  const [row] = await db
    .select({ contactPersonId: passwordResetTokens.contactPersonId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Uses a token and sets the new password in one transaction. The token is claimed by a conditional
 * UPDATE, so two requests with the same link cannot both succeed; null when it was not live.
 */
export async function consumeResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
  passwordHash: string,
): Promise<{ contactPersonId: number } | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ contactPersonId: passwordResetTokens.contactPersonId });
    if (!claimed) return null;
    await tx
      .update(contactPersons)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(contactPersons.id, claimed.contactPersonId));
    return claimed;
  });
}

// ---- e-mail verification codes ----

export async function insertVerificationCode(
  db: Db,
  email: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(emailVerificationCodes).values({ email, codeHash, expiresAt });
}

export interface VerificationCodeRow {
  id: number;
  codeHash: string;
  attempts: number;
}

/** The newest live code of an address (a new code replaces the older ones in effect). */
export async function selectLatestVerificationCode(
  db: Db,
  email: string,
  now: Date,
): Promise<VerificationCodeRow | null> {
  const [row] = await db
    .select({
      id: emailVerificationCodes.id,
      codeHash: emailVerificationCodes.codeHash,
      attempts: emailVerificationCodes.attempts,
    })
    .from(emailVerificationCodes)
    .where(
      and(
        eq(emailVerificationCodes.email, email),
        isNull(emailVerificationCodes.usedAt),
        gt(emailVerificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one of a code's attempts before the guess is compared, in one statement: of simultaneous
 * guesses only `max` get an attempt, whatever the interleaving. False when none is left.
 */
export async function claimVerificationAttempt(db: Db, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(and(eq(emailVerificationCodes.id, id), lt(emailVerificationCodes.attempts, max)))
    .returning({ id: emailVerificationCodes.id });
  return rows.length > 0;
}

/** A right guess gives its attempt back: checking the step and registering both look at the code. */
export async function returnVerificationAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} - 1` })
    .where(and(eq(emailVerificationCodes.id, id), gt(emailVerificationCodes.attempts, 0)));
}

/** Claims a code for a registration inside the caller's transaction; false when already used. */
export async function useVerificationCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationCodes)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationCodes.id, id), isNull(emailVerificationCodes.usedAt)))
    .returning({ id: emailVerificationCodes.id });
  return rows.length > 0;
}
