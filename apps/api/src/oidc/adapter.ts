import { and, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { oidcPayloads } from '../db/schema.js';

/**
 * oidc-provider's storage on our database (PGlite or PostgreSQL), so every
 * server process sees the same sessions, interactions, grants, codes and
 * tokens. One instance per model (the library makes them); the interface is
 * the library's (example/my_adapter.js): upsert, find, findByUid,
 * findByUserCode, consume, destroy, revokeByGrantId. An expired row is never
 * returned; `pruneOidcPayloads` removes them.
 */
export class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  private where(condition: SQL): SQL {
    const live = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())) as SQL;
    return and(eq(oidcPayloads.model, this.model), condition, live) as SQL;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      model: this.model,
      id,
      payload: payload as Record<string, unknown>,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt: typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcPayloads.model, oidcPayloads.id],
        set: { payload: row.payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt: row.expiresAt, consumedAt: null },
      });
  }

  private async first(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(this.where(condition))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.first(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.first(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.first(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}

/** The adapter factory oidc-provider's `adapter` setting takes. */
export const drizzleOidcAdapter = (db: Database) => (model: string) => new DrizzleOidcAdapter(db, model);

/** Drops rows that expired before `expiredBefore` (housekeeping). */
export async function pruneOidcPayloads(db: Pick<Database, 'delete'>, expiredBefore: Date): Promise<void> {
  await db.delete(oidcPayloads).where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, expiredBefore)));
}
