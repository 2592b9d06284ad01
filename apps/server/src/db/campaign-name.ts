import { DEFAULT_LANGUAGE, type Language } from '@emisja/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { campaignTranslations, campaigns } from './schema/index.ts';

// A campaign's name as lists show it (spec section 3: texts in the requested language, PL by default): the translation in
// the requested language, else the Polish one, else the campaign's slug. One SQL fragment for every list that names
// campaigns (the offers lists, the investor panel).

const nameInLanguage = alias(campaignTranslations, 'campaign_name');
const nameInPolish = alias(campaignTranslations, 'campaign_name_pl');

/** The name; the query joins `campaigns` and `joinCampaignNames`. */
export const campaignNameSql = sql<string>`coalesce(${nameInLanguage.name}, ${nameInPolish.name}, ${campaigns.slug})`;

/** Left joins of the two translations of the campaign `campaignId` (left: a campaign without them keeps its row). */
export function joinCampaignNames<T extends PgSelect>(query: T, campaignId: AnyPgColumn, language: Language): T {
  // The query selects named fields, so the joins change no result type.
  return query
    .leftJoin(nameInLanguage, and(eq(nameInLanguage.campaignId, campaignId), eq(nameInLanguage.language, language)))
    .leftJoin(
      nameInPolish,
      and(eq(nameInPolish.campaignId, campaignId), eq(nameInPolish.language, DEFAULT_LANGUAGE)),
    ) as PgSelect as T;
}
