import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { cspSourcesOf, type CspSources } from './marketing-tag-origins.ts';
import { readMarketingTags } from './marketing-tags.service.ts';

/**
 * The CSP sources of the tags in force, kept in memory: the security headers read them on every
 * answer, synchronously. Read at start and again after every save here or (through the public
 * cache's bus) on another instance. The same object until the tags change, so a reader may
 * compare it by reference.
 */
export class MarketingTagsInForce {
  private sources: CspSources | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async refresh(): Promise<void> {
    const next = cspSourcesOf((await readMarketingTags(this.db, this.log)).tags);
    if (JSON.stringify(next) !== JSON.stringify(this.sources)) this.sources = next;
  }

  cspSources(): CspSources | null {
    return this.sources;
  }
}
