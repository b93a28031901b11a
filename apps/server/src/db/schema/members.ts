import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull().unique(),
    nickName: text('nick_name').notNull().unique(),
    /** argon2id, PHC string */
    passwordHash: text('password_hash').notNull(),
    /** digits only */
    phone: text('phone').notNull(),
    level: smallint('level').notNull().default(1),
    levelNm: text('level_nm').notNull(),
    /** whole won; only ledgered transactions change it (later issues) */
    emoney: bigint('emoney', { mode: 'number' }).notNull().default(0),
    point: bigint('point', { mode: 'number' }).notNull().default(0),
    /** 1 member or administrator, 2 manager (SPEC.md §3) */
    type: smallint('type').notNull().default(1),
    /** 10 administrator */
    role: smallint('role').notNull().default(0),
    /**
     * What an administrator (role 10) may do in the console (packages/contracts/src/staff.ts,
     * docs/decisions/075); null for every other account. A suspended staff account is `blocked`.
     */
    staffRole: text('staff_role'),
    withdrawalType: smallint('withdrawal_type').notNull().default(1),
    /** flag codes, e.g. '51' no roulette, '22' no casino */
    tendency: text('tendency')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    blocked: boolean('blocked').notNull().default(false),
    /** userId of the member who recommended this one */
    recommender: text('recommender'),
    /**
     * The partner (a type-2 account) this account sits under: a member's partner, or a partner's parent
     * in the tree (head office -> partner -> sub-partner). Null for a member outside every tree and for a head office.
     */
    partnerId: integer('partner_id').references((): AnyPgColumn => members.id),
    /** the last login; /friend counts a referred member active within ACTIVE_REFERRAL_DAYS of it */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The member has a money limit of their own (member_play_limits): read with the balance under the
     * row's lock, so only such members pay for the limit's sums on a bet, a deposit or a conversion.
     */
    playLimited: boolean('play_limited').notNull().default(false),
    /** login is refused until then: a time-out or a self-exclusion (member_exclusions); 'infinity' while a self-exclusion waits for the member to ask to reopen */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Balances never go negative (DESIGN.md "Money"); the database refuses it even if a service slips.
  (table) => [
    // Sign-up counts the accounts on a phone number (JOIN_LIMIT_PER_PHONE).
    index('members_phone').on(table.phone),
    // /friend lists the members one member referred.
    index('members_recommender').on(table.recommender),
    // The partner console lists a partner's members; the tree walks down from a partner.
    index('members_partner').on(table.partnerId),
    check('members_emoney_non_negative', sql`${table.emoney} >= 0`),
    check('members_point_non_negative', sql`${table.point} >= 0`),
    check(
      'members_staff_role',
      sql`${table.staffRole} is null or (${table.role} = 10 and ${table.staffRole} in ('owner', 'administrator', 'cashier', 'support', 'risk', 'readonly'))`,
    ),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

/** The name of each level, shown beside the level icon; members copy it when their level is set. */
export const memberLevels = pgTable('member_levels', {
  level: smallint('level').primaryKey(),
  name: text('name').notNull(),
});
